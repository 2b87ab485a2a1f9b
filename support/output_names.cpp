// Output names claimed before a run writes (see output_names.hpp).
#include "support/output_names.hpp"

#include <algorithm>
#include <filesystem>
#include <system_error>

#include <fmt/format.h>

namespace puzzlebox {

namespace {

// The path with its folder resolved as far as it exists.
std::string resolved(const std::string& path) {
    const std::filesystem::path given(path);
    std::error_code error;
    std::filesystem::path folder = std::filesystem::weakly_canonical(
        std::filesystem::absolute(given.parent_path().empty() ? "." : given.parent_path(), error), error);
    if (error) folder = std::filesystem::absolute(given.parent_path(), error).lexically_normal();
    return (folder / given.filename()).lexically_normal().string();
}

bool page_number(std::string_view digits) {
    return !digits.empty() && digits.front() != '0' &&
           std::all_of(digits.begin(), digits.end(), [](char c) { return c >= '0' && c <= '9'; }) &&
           (digits.size() > 1 || digits.front() >= '2');
}

}  // namespace

void OutputClaims::add(const std::string& option, const std::string& path, bool with_pages) {
    if (path.empty() || path == "-") return;
    const std::string name = resolved(path);
    patterns_.push_back({option, name, "", false});
    if (with_pages && name.size() > 4 && name.ends_with(".svg"))
        patterns_.push_back({option, name.substr(0, name.size() - 4) + "-", ".svg", true});
}

void OutputClaims::file(const std::string& option, const std::string& path) { add(option, path, false); }

void OutputClaims::paged(const std::string& option, const std::string& path) { add(option, path, true); }

void OutputClaims::sheet(const std::string& option, const std::string& path) {
    paged(option, path);
    if (path.empty() || path == "-") return;
    const bool pdf = path.size() > 4 && path.ends_with(".pdf");
    const std::string stem = path.size() > 4 && (pdf || path.ends_with(".svg")) ? path.substr(0, path.size() - 4) : path;
    paged(option + " (its solutions)", stem + "-solutions" + (pdf ? ".pdf" : ".svg"));
}

std::string OutputClaims::clash() const {
    // A name both patterns can give: the first example found, or "".
    const auto common = [](const Pattern& a, const Pattern& b) -> std::string {
        if (!a.numbered && !b.numbered) return a.prefix == b.prefix ? a.prefix : "";
        if (!a.numbered || !b.numbered) {
            const Pattern& one = a.numbered ? b : a;
            const Pattern& pages = a.numbered ? a : b;
            const std::string& name = one.prefix;
            if (name.size() > pages.prefix.size() + pages.suffix.size() && name.starts_with(pages.prefix) &&
                name.ends_with(pages.suffix) &&
                page_number(
                    std::string_view(name).substr(pages.prefix.size(), name.size() - pages.prefix.size() - pages.suffix.size())))
                return name;
            return "";
        }
        if (a.suffix != b.suffix) return "";
        const Pattern& shorter = a.prefix.size() <= b.prefix.size() ? a : b;
        const Pattern& longer = a.prefix.size() <= b.prefix.size() ? b : a;
        if (!longer.prefix.starts_with(shorter.prefix)) return "";
        const std::string rest = longer.prefix.substr(shorter.prefix.size());
        if (rest.empty()) return longer.prefix + "2" + longer.suffix;
        return page_number(rest + "2") ? longer.prefix + "2" + longer.suffix : "";
    };
    for (std::size_t i = 0; i < patterns_.size(); ++i)
        for (std::size_t j = i + 1; j < patterns_.size(); ++j) {
            if (patterns_[i].option == patterns_[j].option) continue;  // one output's own pages
            if (const std::string name = common(patterns_[i], patterns_[j]); !name.empty())
                return fmt::format("{} and {} would both write {}: give them names apart", patterns_[i].option,
                                   patterns_[j].option, name);
        }
    return "";
}

}  // namespace puzzlebox
