// SVG pages to one PDF, in the process: librsvg renders each page onto a
// cairo PDF surface (the renderer the tests already check pictures with, so
// the PDF prints what the SVG shows). Chosen over a second drawing backend:
// the SVG stays the one description of a picture.
#pragma once

#include <string>
#include <vector>

namespace puzzlebox {

// Whether this build writes PDF (librsvg and cairo were found).
bool pdf_available();

// The pages (SVG documents sized in mm) as one PDF, each page its own size.
// Throws std::runtime_error when a page does not render (or no PDF support).
std::string pdf_document(const std::vector<std::string>& svg_pages);

}  // namespace puzzlebox
