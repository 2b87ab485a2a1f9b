// libFuzzer target: a book spec (puzzlebox-gen book SPEC) on any bytes. It
// is read into sections that keep the spec's limits (1 to 16 sections,
// each count 1..1000 and no more levels than boards, every option named
// and on a line of the text), or refused with InputError at a line of it.
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

#include "cli/book_spec.hpp"
#include "support/input_error.hpp"

namespace {

[[noreturn]] void fail(const char* what, const std::string& text) {
    std::fprintf(stderr, "book spec: %s:\n%s\n", what, text.c_str());
    std::abort();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string text(reinterpret_cast<const char*>(data), size);
    int lines = 1;
    for (const char ch : text) lines += ch == '\n';
    try {
        const puzzlebox::BookSpec spec = puzzlebox::parse_book_spec(text, "spec");
        if (spec.sections.empty() || spec.sections.size() > puzzlebox::max_book_sections) fail("sections", text);
        for (const puzzlebox::BookSection& section : spec.sections) {
            if (section.count < 1 || section.count > 1000) fail("a count out of 1..1000", text);
            if (static_cast<int>(section.levels.size()) > section.count) fail("more levels than boards", text);
            if (section.line < 1 || section.line > lines) fail("a section's line outside the text", text);
            for (const puzzlebox::BookOption& option : section.options)
                if (option.name.empty() || option.line <= section.line || option.line > lines)
                    fail("an option with no name, or outside its section", text);
        }
    } catch (const puzzlebox::InputError& error) {
        if (error.line() < 0 || error.line() > lines) fail("refused at a line outside the text", text);
    }
    return 0;
}
