#ifndef FONTPROBE_CLIBPNG_SHIM_H
#define FONTPROBE_CLIBPNG_SHIM_H

// libpng's simplified API (png_image_*): errors come back in png_image.message, so Swift never
// meets libpng's longjmp.
#include <png.h>

// Function-like macros do not import into Swift; these constants do.
static const png_uint_32 FP_PNG_FORMAT_RGB = PNG_FORMAT_RGB;
static const png_uint_32 FP_PNG_FORMAT_RGBA = PNG_FORMAT_RGBA;
static const png_uint_32 FP_PNG_IMAGE_FLAG_FAST = PNG_IMAGE_FLAG_FAST;

#endif
