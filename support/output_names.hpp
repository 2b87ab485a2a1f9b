// Every file name a run will write, claimed before anything is written, so
// that two outputs can never overwrite each other: `--out x.pdf --html
// x.pdf`, `--sheet q.svg --html q-solutions.svg` or `--sheet w.svg --html
// w-2.svg` are refused up front. A claim is one file, or paged (an SVG
// document of several pages is FILE.svg, FILE-2.svg, FILE-3.svg, ...; a PDF
// one file), or a sheet (paged, and its answers paged at FILE-solutions).
// Names are compared after their folders are resolved (symbolic links,
// "./", ".."), so two spellings of one file clash; "-" (standard output)
// claims nothing.
#pragma once

#include <string>
#include <vector>

namespace puzzlebox {

class OutputClaims {
public:
    // `option` names the claim in the refusal ("--html").
    void file(const std::string& option, const std::string& path);
    void paged(const std::string& option, const std::string& path);
    void sheet(const std::string& option, const std::string& path);

    // "" when no two claims can name one file, else which two do and the name.
    std::string clash() const;

private:
    struct Pattern {
        std::string option;
        std::string prefix;  // a paged pattern: prefix, a page number of 2 or more, suffix
        std::string suffix;
        bool numbered = false;  // false: the one file prefix
    };
    void add(const std::string& option, const std::string& path, bool with_pages);
    std::vector<Pattern> patterns_;
};

}  // namespace puzzlebox
