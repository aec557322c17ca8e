/**
 * @generated SignedSource<<b1dc930171b8ac6431298ede38bf7f19>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type UserErrorCode = "EXPIRED" | "INVALID" | "NOT_ALLOWED" | "RATE_LIMITED" | "REQUIRED" | "TAKEN" | "UPSTREAM" | "WRONG_CREDENTIALS" | "%future added value";
export type PasswordChangeInput = {
  currentPassword: string;
  newPassword: string;
};
export type usePasswordChangeMutation$variables = {
  input: PasswordChangeInput;
};
export type usePasswordChangeMutation$data = {
  readonly passwordChange: {
    readonly ok: boolean;
    readonly userErrors: ReadonlyArray<{
      readonly code: UserErrorCode;
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type usePasswordChangeMutation = {
  response: usePasswordChangeMutation$data;
  variables: usePasswordChangeMutation$variables;
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
    "concreteType": "PasswordChangePayload",
    "kind": "LinkedField",
    "name": "passwordChange",
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
        "name": "ok",
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
    "name": "usePasswordChangeMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "usePasswordChangeMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "c679e4f2c861f3d2cd5db982d5cd415c",
    "id": null,
    "metadata": {},
    "name": "usePasswordChangeMutation",
    "operationKind": "mutation",
    "text": "mutation usePasswordChangeMutation(\n  $input: PasswordChangeInput!\n) {\n  passwordChange(input: $input) {\n    userErrors {\n      field\n      message\n      code\n    }\n    ok\n  }\n}\n"
  }
};
})();

(node as any).hash = "cd79a745f697b3296bc8107cf5af5c5b";

export default node;
