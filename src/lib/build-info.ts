/// <reference path="./build-info.d.ts" />
/** Which widget this is, for a person's report (the Help panel's diagnostic bundle). */
export const WIDGET_VERSION: string = __PORTAGE_VERSION__;
export const WIDGET_BUILD: string = __PORTAGE_BUILD__;
