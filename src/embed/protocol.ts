/**
 * The protocol between the widget and the page that embeds it lives in the embed package
 * (packages/embed/src/protocol.ts): the partner's types and the widget's posts come from one file,
 * so they cannot drift. The widget's code imports it from here.
 */
export * from '../../packages/embed/src/protocol';
