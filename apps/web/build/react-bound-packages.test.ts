import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { reactBoundPackages } from './react-bound-packages';

let root = '';
afterEach(() => rmSync(root, { recursive: true, force: true }));

function install(name: string, manifest: object) {
  const dir = join(root, 'node_modules', name);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name, main: 'index.js', ...manifest }));
  writeFileSync(join(dir, 'index.js'), '');
}

describe('the packages the web tests run through the React aliases', () => {
  it('are those that name React, or such a package, among their dependencies or peers, however deep', () => {
    root = mkdtempSync(join(tmpdir(), 'react-bound-'));
    writeFileSync(join(root, 'package.json'), JSON.stringify({ name: 'app', dependencies: { router: '1', player: '1', dates: '1', react: '19' }, devDependencies: { 'form-resolvers': '1' } }));
    install('react', {});
    install('router', { peerDependencies: { react: '>=18' } });
    install('player', { dependencies: { 'element-wrappers': '1' } });
    install('element-wrappers', { peerDependencies: { react: '>=17' } });
    install('form-resolvers', { peerDependencies: { forms: '7', 'not-installed': '1' } });
    install('forms', { peerDependencies: { react: '19' } });
    install('dates', { dependencies: { tz: '1' } });
    install('tz', {});

    expect(reactBoundPackages(root)).toEqual(['element-wrappers', 'form-resolvers', 'forms', 'player', 'router']);
  });

  it('include the app’s own React libraries', () => {
    const found = reactBoundPackages(join(import.meta.dirname, '..'));
    expect(found).toEqual(expect.arrayContaining(['@testing-library/react', 'react-router', '@tanstack/react-query', 'react-hook-form', '@hookform/resolvers', '@stripe/react-stripe-js', 'markdown-to-jsx', 'media-chrome']));
    expect(found).not.toContain('react');
    expect(found).not.toContain('preact');
  });
});
