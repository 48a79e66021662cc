// One image per logo stage (0 to 3, see logoStage in common); files live in web/public/logo/.
export const LOGO_STAGE_IMAGES = [
  '/logo/stage-0.svg',
  '/logo/stage-1.svg',
  '/logo/stage-2.svg',
  '/logo/stage-3.svg',
] as const;
