/**
 * @generated SignedSource<<d3646c15452c0d6af926f4a43228fea2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type WarehouseType = "CENTRAL" | "MICRO" | "PSEUDO" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type WarehouseCard_warehouse$data = {
  readonly active: boolean;
  readonly address: {
    readonly addressLine1: string;
    readonly addressLine2: string | null | undefined;
    readonly city: string;
    readonly phone: string;
    readonly pincode: string;
    readonly state: string;
  };
  readonly name: string;
  readonly rtoOtherWh: boolean;
  readonly warehouseId: string;
  readonly warehouseType: WarehouseType;
  readonly " $fragmentType": "WarehouseCard_warehouse";
};
export type WarehouseCard_warehouse$key = {
  readonly " $data"?: WarehouseCard_warehouse$data;
  readonly " $fragmentSpreads": FragmentRefs<"WarehouseCard_warehouse">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "WarehouseCard_warehouse",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "warehouseId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "warehouseType",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "active",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "rtoOtherWh",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "WarehouseAddress",
      "kind": "LinkedField",
      "name": "address",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "addressLine1",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "addressLine2",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "city",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "state",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "pincode",
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
    }
  ],
  "type": "Warehouse",
  "abstractKey": null
};

(node as any).hash = "b4dae63ab079c3fa4396f41d53c768d4";

export default node;
