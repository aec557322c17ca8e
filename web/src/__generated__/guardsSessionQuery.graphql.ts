/**
 * @generated SignedSource<<05e481f37f42ddf284378703fe38756d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type UserType = "ADMIN" | "SELLER" | "SUB_ADMIN" | "WAREHOUSE" | "%future added value";
export type guardsSessionQuery$variables = Record<PropertyKey, never>;
export type guardsSessionQuery$data = {
  readonly viewer: {
    readonly isAdmin: boolean;
    readonly userType: UserType;
    readonly verification: {
      readonly required: boolean;
    };
  } | null | undefined;
};
export type guardsSessionQuery = {
  response: guardsSessionQuery$data;
  variables: guardsSessionQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
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
        "kind": "ScalarField",
        "name": "isAdmin",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "userType",
        "storageKey": null
      },
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
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "guardsSessionQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "guardsSessionQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "5d1994c6a1010fa23a39b632d692d015",
    "id": null,
    "metadata": {},
    "name": "guardsSessionQuery",
    "operationKind": "query",
    "text": "query guardsSessionQuery {\n  viewer {\n    isAdmin\n    userType\n    verification {\n      required\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "7d92a1f86e15a65821b320d312d5336a";

export default node;
