/**
 * @generated SignedSource<<27ea9e00f8fdfa55fd959ea9498fe22a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type UserType = "ADMIN" | "SELLER" | "SUB_ADMIN" | "WAREHOUSE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ProfileEditForm_viewer$data = {
  readonly company: {
    readonly name: string;
  } | null | undefined;
  readonly user: {
    readonly email: string;
    readonly name: string;
    readonly phone: string;
  };
  readonly userType: UserType;
  readonly " $fragmentType": "ProfileEditForm_viewer";
};
export type ProfileEditForm_viewer$key = {
  readonly " $data"?: ProfileEditForm_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProfileEditForm_viewer">;
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
  "name": "ProfileEditForm_viewer",
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
        (v0/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};
})();

(node as any).hash = "3f67fb927fe694a8a7159244ac7e16a4";

export default node;
