/**
 * The one way the build steps read a page: parse5's tree, flattened into its elements in document
 * order. With `locations`, each element carries the offsets the parser found it at, so a step can
 * edit the page there and leave every other byte as it was.
 */
import { parse, type DefaultTreeAdapterMap } from 'parse5';

export type HtmlElement = DefaultTreeAdapterMap['element'];
type HtmlNode = DefaultTreeAdapterMap['node'];

function collect(node: HtmlNode, found: HtmlElement[]): HtmlElement[] {
  if ('tagName' in node) found.push(node);
  if ('childNodes' in node) for (const child of node.childNodes) collect(child, found);
  // A template's content is a fragment of its own.
  if ('content' in node && node.content) collect(node.content, found);
  return found;
}

/** Every element of the page, in document order, `<template>` contents included. */
export function elementsOf(html: string, { locations = false } = {}): HtmlElement[] {
  return collect(parse(html, { sourceCodeLocationInfo: locations }), []);
}

/** The value of an element's attribute, or undefined when it has none. */
export const attribute = (element: HtmlElement, name: string): string | undefined => element.attrs.find((attr) => attr.name === name)?.value;

export const hasAttribute = (element: HtmlElement, name: string): boolean => element.attrs.some((attr) => attr.name === name);

/** The text an element holds directly (a script's source), as the parser gives it. */
export const textOf = (element: HtmlElement): string => element.childNodes.map((child) => ('value' in child ? child.value : '')).join('');

/** Where the parser found an element; pages must be parsed with `locations`. */
export function locationOf(element: HtmlElement, page: string) {
  const where = element.sourceCodeLocation;
  if (!where) throw new Error(`${page}: the parser gave no position for <${element.tagName}>`);
  return where;
}
