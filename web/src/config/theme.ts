import { COLORS, NARROW_LAYOUT_PX, UI } from '@common/constants';
import {
  Anchor,
  type CSSVariablesResolver,
  createTheme,
  Drawer,
  DrawerOverlay,
  DrawerRoot,
  em,
  type MantineThemeOverride,
  Modal,
  ModalOverlay,
  ModalRoot,
  Notification,
  Popover,
  rem,
  Select,
} from '@mantine/core';
import type { TFunction } from 'i18next';
import { shadeTuple } from './theme-colors';

const overlayDefaults = {
  backgroundOpacity: UI.backdropOpacity,
  transitionProps: { duration: UI.backdropTransitionMs },
};
const modalDefaults = { transitionProps: { duration: UI.modalTransitionMs }, overlayProps: overlayDefaults };
const modalRootDefaults = { transitionProps: { duration: UI.modalTransitionMs } };
const fade = { transition: 'fade' as const, duration: UI.fadeTransitionMs };

/** The app theme: docs/PRODUCT.md §9's colours, transitions, dropdown defaults and form widths. */
export function createAppTheme(t: TFunction): MantineThemeOverride {
  return createTheme({
    primaryColor: 'brand',
    primaryShade: 6,
    // Picks black or white text per background, so orange and accent buttons stay readable (axe contrast).
    autoContrast: true,
    // People who asked their system for less motion get dialogs and menus without transitions.
    respectReducedMotion: true,
    colors: {
      brand: shadeTuple(COLORS.primary),
      accent: shadeTuple(COLORS.accent),
      orange: shadeTuple(COLORS.orange),
      highlight: shadeTuple(COLORS.highlight),
    },
    // 'sm' is the narrow-layout switch: below it the header collapses into a burger menu.
    breakpoints: { sm: em(NARROW_LAYOUT_PX) },
    other: {
      formMaxWidth: UI.formMaxWidth,
      wideFormMaxWidth: UI.wideFormMaxWidth,
      fadeTransitionMs: UI.fadeTransitionMs,
      narrowLayoutPx: NARROW_LAYOUT_PX,
    },
    components: {
      Select: Select.extend({
        defaultProps: {
          maxDropdownHeight: UI.selectMaxMenuHeight,
          placeholder: t('select.placeholder'),
          nothingFoundMessage: t('select.nothingFound'),
          comboboxProps: { transitionProps: fade },
        },
        // Mantine sets --input-height inline from the size; redefining the size's own variable wins.
        styles: { wrapper: { '--input-height-sm': rem(UI.controlHeight) } },
      }),
      // Links inside text need more than colour to stand out (axe link-in-text-block); nav links opt out.
      Anchor: Anchor.extend({ defaultProps: { underline: 'always' } }),
      // Toasts: a named close button (axe button-name) and a description darker than Mantine's gray 6.
      Notification: Notification.extend({
        defaultProps: { closeButtonProps: { 'aria-label': t('app.closeNotification') } },
        styles: { description: { color: 'var(--mantine-color-gray-8)' } },
      }),
      Popover: Popover.extend({ defaultProps: { transitionProps: fade } }),
      // The short form and the compound (Root + Overlay) form read separate defaults.
      Modal: Modal.extend({ defaultProps: modalDefaults }),
      ModalRoot: ModalRoot.extend({ defaultProps: modalRootDefaults }),
      ModalOverlay: ModalOverlay.extend({ defaultProps: overlayDefaults }),
      Drawer: Drawer.extend({ defaultProps: modalDefaults }),
      DrawerRoot: DrawerRoot.extend({ defaultProps: modalRootDefaults }),
      DrawerOverlay: DrawerOverlay.extend({ defaultProps: overlayDefaults }),
    },
  });
}

// Mantine's default dimmed (gray 6) and error (red 6) texts fall under WCAG AA contrast on white;
// one shade darker keeps hints and field errors readable.
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-8)',
  },
  dark: {},
});
