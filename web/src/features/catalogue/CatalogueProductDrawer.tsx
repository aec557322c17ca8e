import { catalogueActiveLabel } from '@parcelo/common';
import {
  AspectRatio,
  Box,
  Button,
  DataList,
  Drawer,
  HStack,
  Image,
  Separator,
  SimpleGrid,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { CatalogueProductDrawer_product$key } from '../../__generated__/CatalogueProductDrawer_product.graphql';
import type { CatalogueProductDrawerQuery } from '../../__generated__/CatalogueProductDrawerQuery.graphql';
import { formatDateTime, formatNumber, formatPaise } from '../../lib/format';
import { DrawerDetail, DrawerSection, QueryDrawer, type QueryDrawerState } from '../../lib/QueryDrawer';
import { CatalogueProductForm } from './CatalogueProductForm';
import { CatalogueStatusTag } from './CatalogueStatusTag';
import { CatalogueWsinMapSection } from './CatalogueWsinMapSection';
import { productTypeLabel, shopTypeLabel } from './labels';

/** The drawer's own query, loaded when a row is opened. */
export const catalogueProductDrawerQuery = graphql`
  query CatalogueProductDrawerQuery($id: ID!) {
    node(id: $id) {
      ...CatalogueProductDrawer_product @alias(as: "product")
    }
  }
`;

const fragment = graphql`
  fragment CatalogueProductDrawer_product on CatalogueProduct {
    productId
    productTitle
    sku
    category
    price
    basePrice
    margin
    weight
    mappedDimensions {
      length
      breadth
      height
    }
    hsnCode
    d2rCategory
    shopType
    active
    imageUrls
    wsinMapping {
      wsin
      quantity
    }
    wsinMappingLabel
    skuId
    productType
    dimensions
    inventoryQuantity
    createdAt
    updatedAt
    ...CatalogueProductForm_product
    ...CatalogueWsinMapSection_product
  }
`;

interface Props extends QueryDrawerState<CatalogueProductDrawerQuery> {
  /** Admins see the WSIN mapping controls; sellers do not. */
  adminView: boolean;
}

/** A catalogue product's details (both views). */
export function CatalogueProductDrawer({ adminView, ...drawer }: Props) {
  return (
    <QueryDrawer<CatalogueProductDrawerQuery> {...drawer} title="Product" query={catalogueProductDrawerQuery}>
      {(data) => data.node?.product && <ProductDetails product={data.node.product} adminView={adminView} />}
    </QueryDrawer>
  );
}

const dash = <Text color="fg.muted">—</Text>;

function ProductDetails({ product, adminView }: { product: CatalogueProductDrawer_product$key; adminView: boolean }) {
  const p = useFragment(fragment, product);
  const [editing, setEditing] = useState(false);
  const dims = p.mappedDimensions;

  return (
    <>
      <Drawer.Header>
        <Stack gap="1">
          <HStack gap="3" wrap="wrap">
            <Drawer.Title>{p.productTitle}</Drawer.Title>
            <CatalogueStatusTag active={p.active} />
          </HStack>
          <Text textStyle="sm" color="fg.muted">
            {`Serial No ${p.productId} · Updated ${formatDateTime(p.updatedAt)}`}
          </Text>
        </Stack>
      </Drawer.Header>
      <Drawer.Body>
        <Stack gap="6" separator={<Separator />}>
          <Box>
            <Button variant="outline" onClick={() => setEditing(true)}>
              Edit
            </Button>
          </Box>

          <DrawerSection title="Product details">
            <DataList.Root orientation="horizontal" size="sm" gap="2">
              <DrawerDetail label="Serial No">{p.productId}</DrawerDetail>
              <DrawerDetail label="Product Title">{p.productTitle}</DrawerDetail>
              <DrawerDetail label="SKU">{p.sku}</DrawerDetail>
              <DrawerDetail label="Category">{p.category}</DrawerDetail>
              <DrawerDetail label="Price">{formatPaise(p.price)}</DrawerDetail>
              <DrawerDetail label="Base Price">{formatPaise(p.basePrice)}</DrawerDetail>
              <DrawerDetail label="Margin">{`${formatNumber(p.margin)}%`}</DrawerDetail>
              <DrawerDetail label="Weight">{`${formatNumber(p.weight)} gm`}</DrawerDetail>
              <DrawerDetail label="Dimensions (L×B×H)">
                {dims ? `${dims.length} × ${dims.breadth} × ${dims.height} cm` : dash}
              </DrawerDetail>
              <DrawerDetail label="HSN Code">{p.hsnCode}</DrawerDetail>
              <DrawerDetail label="D2R Category">{p.d2rCategory ?? dash}</DrawerDetail>
              <DrawerDetail label="Shop Type">{shopTypeLabel(p.shopType)}</DrawerDetail>
              <DrawerDetail label="Status">{catalogueActiveLabel(p.active)}</DrawerDetail>
              <DrawerDetail label="Created">{formatDateTime(p.createdAt)}</DrawerDetail>
            </DataList.Root>
          </DrawerSection>

          <DrawerSection title="Inventory view">
            <DataList.Root orientation="horizontal" size="sm" gap="2">
              <DrawerDetail label="SKU ID">{p.skuId}</DrawerDetail>
              <DrawerDetail label="Product type">{productTypeLabel(p.productType)}</DrawerDetail>
              <DrawerDetail label="Dimensions">{p.dimensions ?? dash}</DrawerDetail>
              <DrawerDetail label="Available">{formatNumber(p.inventoryQuantity)}</DrawerDetail>
            </DataList.Root>
          </DrawerSection>

          <DrawerSection title="Images">
            {p.imageUrls.length === 0 ? (
              <Text color="fg.muted">No images.</Text>
            ) : (
              <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2 }} gap="2">
                {p.imageUrls.map((url, index) => (
                  <Box as="li" key={url} borderWidth="1px" rounded="sm" overflow="hidden">
                    <AspectRatio ratio={3}>
                      <Image src={url} alt={`${p.productTitle}, image ${index + 1}`} objectFit="cover" />
                    </AspectRatio>
                  </Box>
                ))}
              </SimpleGrid>
            )}
          </DrawerSection>

          <DrawerSection title="WSIN map">
            <Stack gap="3">
              <Text fontWeight="medium" color={p.wsinMapping.length === 0 ? 'fg.muted' : undefined}>
                {p.wsinMappingLabel}
              </Text>
              {p.wsinMapping.length > 0 && (
                <Table.Root size="sm" aria-label="WSIN map" maxW="sm">
                  <Table.Header>
                    <Table.Row>
                      <Table.ColumnHeader>WSIN</Table.ColumnHeader>
                      <Table.ColumnHeader textAlign="end">Quantity</Table.ColumnHeader>
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {p.wsinMapping.map((entry) => (
                      <Table.Row key={entry.wsin}>
                        <Table.Cell>{entry.wsin}</Table.Cell>
                        <Table.Cell textAlign="end">{formatNumber(entry.quantity)}</Table.Cell>
                      </Table.Row>
                    ))}
                  </Table.Body>
                </Table.Root>
              )}
            </Stack>
          </DrawerSection>

          {adminView && (
            <DrawerSection title="WSIN mapping">
              <CatalogueWsinMapSection product={p} />
            </DrawerSection>
          )}
        </Stack>
      </Drawer.Body>
      <CatalogueProductForm open={editing} onClose={() => setEditing(false)} product={p} />
    </>
  );
}
