/**
 * @generated SignedSource<<c673155d484f0fb92d089661a3435aa3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type AdminRole = "FINANCE" | "OPS" | "%future added value";
export type UserErrorCode = "EXPIRED" | "INVALID" | "NOT_ALLOWED" | "RATE_LIMITED" | "REQUIRED" | "TAKEN" | "UPSTREAM" | "WRONG_CREDENTIALS" | "%future added value";
export type SubAdminCreateInput = {
  email: string;
  name: string;
  password: string;
  phone: string;
  role: AdminRole;
};
export type useSubAdminCreateMutation$variables = {
  input: SubAdminCreateInput;
};
export type useSubAdminCreateMutation$data = {
  readonly subAdminCreate: {
    readonly user: {
      readonly id: string;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly code: UserErrorCode;
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type useSubAdminCreateMutation = {
  response: useSubAdminCreateMutation$data;
  variables: useSubAdminCreateMutation$variables;
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
    "concreteType": "SubAdminCreatePayload",
    "kind": "LinkedField",
    "name": "subAdminCreate",
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
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "user",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
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
    "name": "useSubAdminCreateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSubAdminCreateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "1c639e58bba9e27bdf7deec6bf62848b",
    "id": null,
    "metadata": {},
    "name": "useSubAdminCreateMutation",
    "operationKind": "mutation",
    "text": "mutation useSubAdminCreateMutation(\n  $input: SubAdminCreateInput!\n) {\n  subAdminCreate(input: $input) {\n    userErrors {\n      field\n      message\n      code\n    }\n    user {\n      id\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "74ca05e847b98f6c19670d9ec306f565";

export default node;
