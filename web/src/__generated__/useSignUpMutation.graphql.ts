/**
 * @generated SignedSource<<801df4dbb2ec03185d1fcbc66d78d454>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SignUpRole = "SELLER" | "WAREHOUSE" | "%future added value";
export type UserErrorCode = "EXPIRED" | "INVALID" | "NOT_ALLOWED" | "RATE_LIMITED" | "REQUIRED" | "TAKEN" | "UPSTREAM" | "WRONG_CREDENTIALS" | "%future added value";
export type WarehouseRequirement = "BOTH" | "OWN" | "PROVIDER" | "%future added value";
export type SignUpInput = {
  city?: string | null | undefined;
  companyName: string;
  email: string;
  name: string;
  password: string;
  phone: string;
  role: SignUpRole;
  state?: string | null | undefined;
  warehouseRequirement?: WarehouseRequirement | null | undefined;
};
export type useSignUpMutation$variables = {
  input: SignUpInput;
};
export type useSignUpMutation$data = {
  readonly signUp: {
    readonly sentTo: string | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly code: UserErrorCode;
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
    readonly viewer: {
      readonly verification: {
        readonly required: boolean;
      };
    } | null | undefined;
  };
};
export type useSignUpMutation = {
  response: useSignUpMutation$data;
  variables: useSignUpMutation$variables;
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
    "concreteType": "SignUpPayload",
    "kind": "LinkedField",
    "name": "signUp",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "sentTo",
        "storageKey": null
      },
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
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Verification",
            "kind": "LinkedField",
            "name": "verification",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "required",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
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
    "name": "useSignUpMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSignUpMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "e79ef4a5bd29ed0249c778a1d2fcaffb",
    "id": null,
    "metadata": {},
    "name": "useSignUpMutation",
    "operationKind": "mutation",
    "text": "mutation useSignUpMutation(\n  $input: SignUpInput!\n) {\n  signUp(input: $input) {\n    sentTo\n    userErrors {\n      field\n      message\n      code\n    }\n    viewer {\n      verification {\n        required\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "8d5c28d3c60dc69a39af78f493e5896e";

export default node;
