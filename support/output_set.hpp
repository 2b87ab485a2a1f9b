// A set of files that appear together (puzzlebox-gen --out DIR): each is
// written whole into a hidden staging directory inside DIR; publish() moves
// them in and writes MANIFEST last, saying whether the run made all it
// was asked for. Until then DIR shows nothing new, and a run that fails
// before publishing removes its staging directory (so does a second stop
// signal): DIR is as it was.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace puzzlebox {

class OutputSet {
public:
    static constexpr const char* manifest_name = "MANIFEST";

    // Creates DIR when missing; throws WriteError.
    explicit OutputSet(std::string directory);
    ~OutputSet();
    OutputSet(const OutputSet&) = delete;
    OutputSet& operator=(const OutputSet&) = delete;

    // One file of the set (a plain name, no folders); throws WriteError.
    void add(const std::string& name, std::string_view text);
    // Checks that every name can be taken (no directory in the way), then
    // moves the files in (the old MANIFEST goes first) and writes MANIFEST:
    // `heading` lines, then "file NAME" per file. Throws WriteError.
    void publish(const std::vector<std::string>& heading);

    const std::string& directory() const { return directory_; }
    const std::vector<std::string>& names() const { return names_; }

private:
    std::string directory_, staging_;
    int slot_ = -1;  // the staging directory's stop_signal.hpp slot
    std::vector<std::string> names_;
    bool published_ = false;
};

}  // namespace puzzlebox
