// Next's ambient types (image imports, process.env typing) without depending on the generated
// next-env.d.ts, so `tsc --noEmit` passes on a fresh clone before the first build.
/// <reference types="next" />
/// <reference types="next/image-types/global" />
