/**
 * The family contract's typed refusal: why Portage will not build or sign a deposit action.
 * Every family's builder throws a subclass with its own codes (and its own `name`, written out so
 * that minification keeps it); `message` is meant for the person.
 */
export class DepositRefusal<Code extends string = string> extends Error {
  readonly code: Code;

  constructor(code: Code, message: string) {
    super(message);
    this.code = code;
  }
}
