// Seal lines (see sealed_text.hpp).
#include "support/sealed_text.hpp"

#include <algorithm>

#include <fmt/format.h>

#include "support/digest.hpp"
#include "support/input_error.hpp"

namespace puzzlebox {

namespace {

constexpr std::string_view mark = "# puzzlebox seal ";

std::string digest_of(std::string_view content, std::string_view kind) { return Digest().add(kind).add(content).hex(); }

int lines_in(std::string_view text) { return static_cast<int>(std::count(text.begin(), text.end(), '\n')); }

}  // namespace

std::string sealed(std::string text, std::string_view kind) {
    if (!text.empty() && text.back() != '\n') text += '\n';
    const std::string digest = digest_of(text, kind);
    return text + fmt::format("{}{} {}\n", mark, kind, digest);
}

std::string unsealed(const std::string& file, const std::string& text, std::string_view kind) {
    // The seal is the last line: after the content's last newline.
    const std::string_view all(text);
    const std::string_view body = all.ends_with('\n') ? all.substr(0, all.size() - 1) : all;
    const std::size_t cut = body.rfind('\n');
    const std::string_view content = cut == std::string_view::npos ? std::string_view{} : all.substr(0, cut + 1);
    const std::string_view last = cut == std::string_view::npos ? body : body.substr(cut + 1);
    const int line = lines_in(content) + 1;
    const std::string expected_start = fmt::format("{}{} ", mark, kind);
    if (!last.starts_with(expected_start))
        throw InputError(file, line,
                         fmt::format("expected the seal line '{}DIGEST' last: the file was cut short, or written before "
                                     "puzzlebox sealed its {} files",
                                     expected_start, kind));
    const std::string_view digest = last.substr(expected_start.size());
    if (digest != digest_of(content, kind))
        throw InputError(file, line,
                         fmt::format("the seal's digest {} is not the content's: the file was edited or damaged after it "
                                     "was written, and is not used",
                                     digest.substr(0, 32)));
    return std::string(content);
}

}  // namespace puzzlebox
