/**
 * @generated SignedSource<<ba4b32915743f612bd7564e7d90d0c76>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type UserType = "ADMIN" | "SELLER" | "SUB_ADMIN" | "WAREHOUSE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type AdminSideMenu_viewer$data = {
  readonly userType: UserType;
  readonly " $fragmentType": "AdminSideMenu_viewer";
};
export type AdminSideMenu_viewer$key = {
  readonly " $data"?: AdminSideMenu_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"AdminSideMenu_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AdminSideMenu_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "userType",
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "48a0e3157703c6e16cbff3720d5d1bc5";

export default node;
