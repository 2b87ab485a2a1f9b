// PDF through librsvg and cairo: each SVG page is parsed, sized from its
// width and height in mm, and rendered onto a page of that size of a PDF
// surface written into memory (so the file goes out through OutputFile,
// whole or not at all).
//
// librsvg (and through it cairo, GLib, Pango, fontconfig: some twenty
// libraries) is opened on first use, not linked: linked, their loading and
// constructors slowed every run of every tool, PDF or not (bench/README.md,
// "Measured choices"). The headers give
// the types; the functions are looked up by name.
#include "draw/pdf_document.hpp"

#include <cmath>
#include <cstdlib>
#include <ctime>
#include <optional>
#include <stdexcept>
#include <string>

#include "support/shared_library.hpp"

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

namespace {

// The functions used, from librsvg and the libraries it loads.
struct Rsvg {
    decltype(&rsvg_handle_new_from_data) new_from_data;
    decltype(&rsvg_handle_set_dpi) set_dpi;
    decltype(&rsvg_handle_get_intrinsic_size_in_pixels) intrinsic_size;
    decltype(&rsvg_handle_render_document) render_document;
    decltype(&g_error_free) error_free;
    decltype(&g_object_unref) object_unref;
    decltype(&cairo_pdf_surface_create_for_stream) pdf_surface_create;
    decltype(&cairo_pdf_surface_set_metadata) pdf_set_metadata;
    decltype(&cairo_pdf_surface_set_size) pdf_set_size;
    decltype(&cairo_create) create;
    decltype(&cairo_show_page) show_page;
    decltype(&cairo_destroy) destroy;
    decltype(&cairo_surface_finish) surface_finish;
    decltype(&cairo_surface_status) surface_status;
    decltype(&cairo_surface_destroy) surface_destroy;
    decltype(&cairo_status_to_string) status_to_string;
};

// Null when librsvg cannot be opened or lacks a function.
const Rsvg* rsvg() {
    static const std::optional<Rsvg> loaded = []() -> std::optional<Rsvg> {
        const std::optional<SharedLibrary> library = SharedLibrary::open({PUZZLEBOX_RSVG_NAME, PUZZLEBOX_RSVG_PATH});
        if (!library) return std::nullopt;
        bool complete = true;
        const auto find = [&](auto& function, const char* name) { complete = library->find(function, name) && complete; };
        Rsvg f{};
        find(f.new_from_data, "rsvg_handle_new_from_data");
        find(f.set_dpi, "rsvg_handle_set_dpi");
        find(f.intrinsic_size, "rsvg_handle_get_intrinsic_size_in_pixels");
        find(f.render_document, "rsvg_handle_render_document");
        find(f.error_free, "g_error_free");
        find(f.object_unref, "g_object_unref");
        find(f.pdf_surface_create, "cairo_pdf_surface_create_for_stream");
        find(f.pdf_set_metadata, "cairo_pdf_surface_set_metadata");
        find(f.pdf_set_size, "cairo_pdf_surface_set_size");
        find(f.create, "cairo_create");
        find(f.show_page, "cairo_show_page");
        find(f.destroy, "cairo_destroy");
        find(f.surface_finish, "cairo_surface_finish");
        find(f.surface_status, "cairo_surface_status");
        find(f.surface_destroy, "cairo_surface_destroy");
        find(f.status_to_string, "cairo_status_to_string");
        if (!complete) return std::nullopt;
        return f;
    }();
    return loaded ? &*loaded : nullptr;
}

cairo_status_t append(void* closure, const unsigned char* data, unsigned int length) {
    static_cast<std::string*>(closure)->append(reinterpret_cast<const char*>(data), length);
    return CAIRO_STATUS_SUCCESS;
}

struct Page {
    RsvgHandle* handle = nullptr;
    double width = 0, height = 0;  // points

    explicit Page(const std::string& svg) {
        GError* error = nullptr;
        handle = rsvg()->new_from_data(reinterpret_cast<const guint8*>(svg.data()), svg.size(), &error);
        if (!handle) {
            const std::string why = error ? error->message : "unknown error";
            if (error) rsvg()->error_free(error);
            throw std::runtime_error("a page does not render as PDF: " + why);
        }
        rsvg()->set_dpi(handle, 72.0);  // then a length of 1mm is 72/25.4 points
        gdouble w = 0, h = 0;
        if (!rsvg()->intrinsic_size(handle, &w, &h)) {
            rsvg()->object_unref(handle);
            throw std::runtime_error("a page has no size in mm");
        }
        width = std::round(w * 100) / 100;  // 611.99998 -> 612: Letter is 612 x 792 points
        height = std::round(h * 100) / 100;
    }
    ~Page() { rsvg()->object_unref(handle); }
    Page(const Page&) = delete;
    Page& operator=(const Page&) = delete;
};

}  // namespace

namespace {

// ISO 8601 (UTC) of SOURCE_DATE_EPOCH, or of 0 when it is unset or not a number.
std::string creation_date() {
    std::time_t when = 0;
    if (const char* epoch = std::getenv("SOURCE_DATE_EPOCH")) {
        char* end = nullptr;
        const long long seconds = std::strtoll(epoch, &end, 10);
        if (end != epoch && *end == '\0' && seconds >= 0) when = static_cast<std::time_t>(seconds);
    }
    std::tm utc{};
    gmtime_r(&when, &utc);
    char text[32];
    std::strftime(text, sizeof text, "%Y-%m-%dT%H:%M:%SZ", &utc);
    return text;
}

}  // namespace

bool pdf_available() { return rsvg() != nullptr; }

std::string pdf_document(const std::vector<std::string>& svg_pages) {
    std::string pdf;
    if (svg_pages.empty()) throw std::runtime_error("no pages to write");
    if (!rsvg()) throw std::runtime_error("librsvg (" PUZZLEBOX_RSVG_NAME ") cannot be opened: no PDF");
    const Rsvg& f = *rsvg();
    const Page first(svg_pages.front());
    cairo_surface_t* surface = f.pdf_surface_create(append, &pdf, first.width, first.height);
    f.pdf_set_metadata(surface, CAIRO_PDF_METADATA_CREATOR, "puzzlebox");
    // The same pages give the same bytes: the creation date is
    // SOURCE_DATE_EPOCH's (the reproducible-builds convention), else the
    // epoch itself, never the clock's.
    f.pdf_set_metadata(surface, CAIRO_PDF_METADATA_CREATE_DATE, creation_date().c_str());
    cairo_t* cr = f.create(surface);
    std::string problem;
    for (std::size_t i = 0; i < svg_pages.size() && problem.empty(); ++i) {
        try {
            const Page page(svg_pages[i]);
            f.pdf_set_size(surface, page.width, page.height);
            const RsvgRectangle viewport{0, 0, page.width, page.height};
            GError* error = nullptr;
            if (!f.render_document(page.handle, cr, &viewport, &error)) {
                problem = error ? error->message : "rendering failed";
                if (error) rsvg()->error_free(error);
            }
            f.show_page(cr);
        } catch (const std::runtime_error& e) {
            problem = e.what();
        }
    }
    f.destroy(cr);
    f.surface_finish(surface);
    const cairo_status_t status = f.surface_status(surface);
    f.surface_destroy(surface);
    if (!problem.empty()) throw std::runtime_error("a page does not render as PDF: " + problem);
    if (status != CAIRO_STATUS_SUCCESS) throw std::runtime_error(std::string("cairo: ") + f.status_to_string(status));
    return pdf;
}

#else

bool pdf_available() { return false; }

std::string pdf_document(const std::vector<std::string>&) {
    throw std::runtime_error("this build writes no PDF (librsvg2-dev and libcairo2-dev were missing when it was configured)");
}

#endif

}  // namespace puzzlebox
