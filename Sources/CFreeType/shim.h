#ifndef FONTPROBE_CFREETYPE_SHIM_H
#define FONTPROBE_CFREETYPE_SHIM_H

#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_TRUETYPE_TABLES_H
#include FT_SFNT_NAMES_H
#include FT_OUTLINE_H
#include FT_BBOX_H
#include FT_FONT_FORMATS_H
#include FT_MULTIPLE_MASTERS_H
#include FT_ADVANCES_H
#include FT_MODULE_H

#include <stdlib.h>
#include <string.h>

// Function-like and shifted macros do not import into Swift; these constants do.
static const FT_Int32 FP_LOAD_NO_SCALE = FT_LOAD_NO_SCALE;
static const FT_Int32 FP_LOAD_OUTLINE_UNHINTED = FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP;
static const FT_Int32 FP_LOAD_COLOR = FT_LOAD_COLOR;
static const FT_Long FP_FACE_FLAG_SCALABLE = FT_FACE_FLAG_SCALABLE;
static const FT_Long FP_FACE_FLAG_SFNT = FT_FACE_FLAG_SFNT;
static const FT_Long FP_FACE_FLAG_MULTIPLE_MASTERS = FT_FACE_FLAG_MULTIPLE_MASTERS;
static const FT_Long FP_FACE_FLAG_GLYPH_NAMES = FT_FACE_FLAG_GLYPH_NAMES;
static const FT_UShort FP_FS_SELECTION_USE_TYPO_METRICS = 1 << 7;

// A memory budget for one FT_Library (docs/security.md#memory): every allocation FreeType makes
// through its FT_Memory, and libpng and zlib make through FreeType, is counted, and one that would
// take the bytes in use past `limit` is refused, so FreeType fails that operation with
// FT_Err_Out_Of_Memory instead of allocating it. `exceeded` says a refusal happened since it was
// last cleared. Each block carries its size in a 16-byte header (alignment kept), since FreeType's
// free passes no size.
typedef struct FPMemoryBudget {
    struct FT_MemoryRec_ memory;
    size_t used;
    size_t limit;
    int exceeded;
} FPMemoryBudget;

static const size_t FP_BLOCK_HEADER = 16;

static inline void *fp_budget_alloc(FT_Memory memory, long size) {
    FPMemoryBudget *budget = (FPMemoryBudget *)memory->user;
    if (size <= 0) return NULL;
    if ((size_t)size > budget->limit - budget->used) {
        budget->exceeded = 1;
        return NULL;
    }
    unsigned char *block = (unsigned char *)malloc((size_t)size + FP_BLOCK_HEADER);
    if (block == NULL) return NULL;
    memcpy(block, &size, sizeof size);
    budget->used += (size_t)size;
    return block + FP_BLOCK_HEADER;
}

static inline void fp_budget_free(FT_Memory memory, void *pointer) {
    if (pointer == NULL) return;
    FPMemoryBudget *budget = (FPMemoryBudget *)memory->user;
    unsigned char *block = (unsigned char *)pointer - FP_BLOCK_HEADER;
    long size;
    memcpy(&size, block, sizeof size);
    budget->used -= (size_t)size;
    free(block);
}

static inline void *fp_budget_realloc(FT_Memory memory, long current, long size, void *pointer) {
    (void)current;
    FPMemoryBudget *budget = (FPMemoryBudget *)memory->user;
    if (pointer == NULL) return fp_budget_alloc(memory, size);
    unsigned char *block = (unsigned char *)pointer - FP_BLOCK_HEADER;
    long old;
    memcpy(&old, block, sizeof old);
    if (size <= 0) return NULL;
    if (size > old && (size_t)(size - old) > budget->limit - budget->used) {
        budget->exceeded = 1;
        return NULL;
    }
    unsigned char *grown = (unsigned char *)realloc(block, (size_t)size + FP_BLOCK_HEADER);
    if (grown == NULL) return NULL;
    memcpy(grown, &size, sizeof size);
    budget->used = budget->used - (size_t)old + (size_t)size;
    return grown + FP_BLOCK_HEADER;
}

/// A library with FreeType's default modules and properties (as FT_Init_FreeType makes it) whose
/// every allocation goes through `budget`, which must outlive it; free it with FT_Done_Library.
static inline FT_Error fp_new_library(FPMemoryBudget *budget, size_t limit, FT_Library *library) {
    budget->used = 0;
    budget->limit = limit;
    budget->exceeded = 0;
    budget->memory.user = budget;
    budget->memory.alloc = fp_budget_alloc;
    budget->memory.free = fp_budget_free;
    budget->memory.realloc = fp_budget_realloc;
    FT_Error error = FT_New_Library(&budget->memory, library);
    if (error) return error;
    FT_Add_Default_Modules(*library);
    FT_Set_Default_Properties(*library);
    return 0;
}

#endif
