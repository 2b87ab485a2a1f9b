// PDF through librsvg and cairo: each SVG page is parsed, sized from its
// width and height in mm, and rendered onto a page of that size of a PDF
// surface written into memory (so the file goes out through OutputFile,
// whole or not at all).
#include "draw/pdf_document.hpp"

#include <cmath>
#include <stdexcept>

#if PUZZLEBOX_HAVE_PDF
#include <cairo-pdf.h>
#include <cairo.h>
#include <librsvg/rsvg.h>
#endif

#if PUZZLEBOX_HAVE_PDF && defined(__SANITIZE_ADDRESS__)
// Fontconfig, which cairo and librsvg use for text, keeps its caches until
// the process ends and frees them only in FcFini (which other users of the
// library may still need): LeakSanitizer reports them as leaks. A program
// that writes PDF under AddressSanitizer carries this suppression (only
// objects that use pdf_document link this file).
extern "C" const char* __lsan_default_suppressions() { return "leak:libfontconfig.so\n"; }
#endif

namespace puzzlebox {

#if PUZZLEBOX_HAVE_PDF

bool pdf_available() { return true; }

namespace {

cairo_status_t append(void* closure, const unsigned char* data, unsigned int length) {
    static_cast<std::string*>(closure)->append(reinterpret_cast<const char*>(data), length);
    return CAIRO_STATUS_SUCCESS;
}

struct Page {
    RsvgHandle* handle = nullptr;
    double width = 0, height = 0;  // points

    explicit Page(const std::string& svg) {
        GError* error = nullptr;
        handle = rsvg_handle_new_from_data(reinterpret_cast<const guint8*>(svg.data()), svg.size(), &error);
        if (!handle) {
            const std::string why = error ? error->message : "unknown error";
            if (error) g_error_free(error);
            throw std::runtime_error("a page does not render as PDF: " + why);
        }
        rsvg_handle_set_dpi(handle, 72.0);  // then a length of 1mm is 72/25.4 points
        gdouble w = 0, h = 0;
        if (!rsvg_handle_get_intrinsic_size_in_pixels(handle, &w, &h)) {
            g_object_unref(handle);
            throw std::runtime_error("a page has no size in mm");
        }
        width = std::round(w * 100) / 100;  // 611.99998 -> 612: Letter is 612 x 792 points
        height = std::round(h * 100) / 100;
    }
    ~Page() { g_object_unref(handle); }
    Page(const Page&) = delete;
    Page& operator=(const Page&) = delete;
};

}  // namespace

std::string pdf_document(const std::vector<std::string>& svg_pages) {
    std::string pdf;
    if (svg_pages.empty()) throw std::runtime_error("no pages to write");
    const Page first(svg_pages.front());
    cairo_surface_t* surface = cairo_pdf_surface_create_for_stream(append, &pdf, first.width, first.height);
    cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATOR, "puzzlebox");
    cairo_t* cr = cairo_create(surface);
    std::string problem;
    for (std::size_t i = 0; i < svg_pages.size() && problem.empty(); ++i) {
        try {
            const Page page(svg_pages[i]);
            cairo_pdf_surface_set_size(surface, page.width, page.height);
            const RsvgRectangle viewport{0, 0, page.width, page.height};
            GError* error = nullptr;
            if (!rsvg_handle_render_document(page.handle, cr, &viewport, &error)) {
                problem = error ? error->message : "rendering failed";
                if (error) g_error_free(error);
            }
            cairo_show_page(cr);
        } catch (const std::runtime_error& e) {
            problem = e.what();
        }
    }
    cairo_destroy(cr);
    cairo_surface_finish(surface);
    const cairo_status_t status = cairo_surface_status(surface);
    cairo_surface_destroy(surface);
    if (!problem.empty()) throw std::runtime_error("a page does not render as PDF: " + problem);
    if (status != CAIRO_STATUS_SUCCESS) throw std::runtime_error(std::string("cairo: ") + cairo_status_to_string(status));
    return pdf;
}

#else

bool pdf_available() { return false; }

std::string pdf_document(const std::vector<std::string>&) {
    throw std::runtime_error("this build writes no PDF (librsvg2-dev and libcairo2-dev were missing when it was configured)");
}

#endif

}  // namespace puzzlebox
