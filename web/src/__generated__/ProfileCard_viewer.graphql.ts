/**
 * @generated SignedSource<<7b093f223daad381ba0590019909b11d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type AdminRole = "FINANCE" | "OPS" | "%future added value";
export type UserType = "ADMIN" | "SELLER" | "SUB_ADMIN" | "WAREHOUSE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ProfileCard_viewer$data = {
  readonly company: {
    readonly code: string;
    readonly name: string;
  } | null | undefined;
  readonly role: AdminRole | null | undefined;
  readonly user: {
    readonly createdAt: any;
    readonly email: string;
    readonly name: string;
    readonly phone: string;
    readonly username: string | null | undefined;
  };
  readonly userType: UserType;
  readonly " $fragmentSpreads": FragmentRefs<"ProfileEditForm_viewer">;
  readonly " $fragmentType": "ProfileCard_viewer";
};
export type ProfileCard_viewer$key = {
  readonly " $data"?: ProfileCard_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProfileCard_viewer">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProfileCard_viewer",
  "selections": [
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
      "kind": "ScalarField",
      "name": "role",
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
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "email",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "phone",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "username",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "createdAt",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Company",
      "kind": "LinkedField",
      "name": "company",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
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
      "args": null,
      "kind": "FragmentSpread",
      "name": "ProfileEditForm_viewer"
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};
})();

(node as any).hash = "2e77b55595330603863037e83bb054f3";

export default node;
