import { Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';

/** The product's name as its mark; links home when `to` is given. */
export function Wordmark({ to, size = 'xl' }: { to?: string; size?: 'xl' | '2xl' }) {
  const mark = (
    <Text as="span" textStyle={size} fontWeight="bold" letterSpacing="tight" color="colorPalette.fg">
      Parcelo
    </Text>
  );
  if (!to) return mark;
  return (
    <Link asChild aria-label="Parcelo home" _hover={{ textDecoration: 'none' }}>
      <RouterLink to={to}>{mark}</RouterLink>
    </Link>
  );
}
