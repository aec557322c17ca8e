/**
 * @generated SignedSource<<ec45b7c0151e5284885c68d50f4d819a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type UserErrorCode = "EXPIRED" | "INVALID" | "NOT_ALLOWED" | "RATE_LIMITED" | "REQUIRED" | "TAKEN" | "UPSTREAM" | "WRONG_CREDENTIALS" | "%future added value";
export type PasswordForgotInput = {
  login: string;
};
export type usePasswordForgotMutation$variables = {
  input: PasswordForgotInput;
};
export type usePasswordForgotMutation$data = {
  readonly passwordForgot: {
    readonly sentTo: string | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly code: UserErrorCode;
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type usePasswordForgotMutation = {
  response: usePasswordForgotMutation$data;
  variables: usePasswordForgotMutation$variables;
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
    "concreteType": "PasswordForgotPayload",
    "kind": "LinkedField",
    "name": "passwordForgot",
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
    "name": "usePasswordForgotMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "usePasswordForgotMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "fc7aeeb949a618075f3fe2235aed5c01",
    "id": null,
    "metadata": {},
    "name": "usePasswordForgotMutation",
    "operationKind": "mutation",
    "text": "mutation usePasswordForgotMutation(\n  $input: PasswordForgotInput!\n) {\n  passwordForgot(input: $input) {\n    userErrors {\n      field\n      message\n      code\n    }\n    sentTo\n  }\n}\n"
  }
};
})();

(node as any).hash = "9bf1371438b2951f08b05fb459ae3850";

export default node;
