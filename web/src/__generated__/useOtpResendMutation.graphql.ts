/**
 * @generated SignedSource<<9e1b267408d6328f6deb9aa0a944be12>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type OtpChannel = "EMAIL" | "PHONE" | "%future added value";
export type UserErrorCode = "EXPIRED" | "INVALID" | "NOT_ALLOWED" | "RATE_LIMITED" | "REQUIRED" | "TAKEN" | "UPSTREAM" | "WRONG_CREDENTIALS" | "%future added value";
export type OtpResendInput = {
  channel?: OtpChannel | null | undefined;
};
export type useOtpResendMutation$variables = {
  input: OtpResendInput;
};
export type useOtpResendMutation$data = {
  readonly otpResend: {
    readonly sentTo: string | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly code: UserErrorCode;
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type useOtpResendMutation = {
  response: useOtpResendMutation$data;
  variables: useOtpResendMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "OtpResendPayload",
    "kind": "LinkedField",
    "name": "otpResend",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "UserError",
        "kind": "LinkedField",
        "name": "userErrors",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "field",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "code",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "sentTo",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useOtpResendMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useOtpResendMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "2e86e4be7fe004c8760a6acaf8ed81ad",
    "id": null,
    "metadata": {},
    "name": "useOtpResendMutation",
    "operationKind": "mutation",
    "text": "mutation useOtpResendMutation(\n  $input: OtpResendInput!\n) {\n  otpResend(input: $input) {\n    userErrors {\n      field\n      message\n      code\n    }\n    sentTo\n  }\n}\n"
  }
};
})();

(node as any).hash = "97ef1db232dd95e9ff063755cd554f65";

export default node;
