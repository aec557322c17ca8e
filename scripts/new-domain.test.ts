import { describe, expect, it } from 'vitest';
import ts from 'typescript';
import { domainNames, planDomain } from './new-domain.js';

describe('new:domain', () => {
  it('spells a domain name the way each layer needs it', () => {
    expect(domainNames('deliverySlots', 'wms')).toEqual({
      name: 'deliverySlots',
      singular: 'deliverySlot',
      Singular: 'DeliverySlot',
      Plural: 'DeliverySlots',
      kebab: 'delivery-slots',
      snake: 'delivery_slots',
      label: 'Delivery slots',
      labelOne: 'delivery slot',
      service: 'wms',
      Service: 'Wms',
    });
    expect(domainNames('categories').Singular).toBe('Category');
    expect(domainNames('widgets').service).toBe('oms');
  });

  it('refuses names no layer could use, and unknown services', () => {
    for (const bad of ['Widgets', 'widget', 'wid-gets', 'wid_gets', '9lives', 'ws', `${'a'.repeat(40)}s`])
      expect(() => domainNames(bad), bad).toThrow(/not a domain name/);
    expect(() => domainNames('widgets', 'shop')).toThrow(/not a service/);
  });

  const { files, barrel } = planDomain(domainNames('widgets', 'd2r'));

  it('writes one folder per layer, the shared schema and two tests, and one barrel line', () => {
    expect([...files.keys()].sort()).toEqual(
      [
        'common/src/schemas/widgets.ts',
        'services/src/d2r/widgets/migrations.ts',
        'services/src/d2r/widgets/service.ts',
        'services/src/d2r/widgets/routes.ts',
        'services/src/d2r/widgets/domain.ts',
        'bff/src/modules/widgets/upstream.ts',
        'bff/src/modules/widgets/models.ts',
        'bff/src/modules/widgets/index.ts',
        'bff/src/modules/widgets/resolvers.ts',
        'bff/src/modules/widgets/schema.graphql',
        'web/src/features/widgets/routes.tsx',
        'web/src/features/widgets/WidgetsPage.tsx',
        'web/src/features/widgets/WidgetsTable.tsx',
        'web/src/features/widgets/useWidgetCreateMutation.ts',
        'web/src/features/widgets/WidgetForm.tsx',
        'tests/integration/widgets.test.ts',
        'tests/e2e/widgets.test.ts',
      ].sort(),
    );
    expect(barrel).toEqual({ file: 'common/src/schemas/index.ts', line: "export * from './widgets.js';" });
  });

  it('writes TypeScript that parses, and Relay documents named after their files', () => {
    for (const [file, text] of files) {
      if (!/\.tsx?$/.test(file)) continue;
      const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
      const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
      const { parseDiagnostics } = source as unknown as { parseDiagnostics: ts.Diagnostic[] };
      expect(
        parseDiagnostics.map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n')),
        file,
      ).toEqual([]);
      if (!file.startsWith('web/')) continue;
      const module = file
        .split('/')
        .pop()!
        .replace(/\.tsx?$/, '');
      for (const [, name] of text.matchAll(/^\s*(?:query|mutation|fragment) (\w+)/gm))
        expect(name!.startsWith(module), `${name} in ${file}`).toBe(true);
    }
  });

  it('keeps the table to the columns every domain has, scoped by company', () => {
    const migration = files.get('services/src/d2r/widgets/migrations.ts')!;
    for (const column of ['id', 'company_id', 'name', 'created_at']) expect(migration).toContain(`'${column}'`);
    expect(migration).toContain("'widgets_0001_create'");
    expect(files.get('services/src/d2r/widgets/service.ts')).toContain("where('company_id', '=', companyId)");
  });
});
