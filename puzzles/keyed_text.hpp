// The keys of a keyed text (the four board formats, the book spec), each a
// row of a table: its name, the form of its line and the code that takes its
// value. The rules every such file keeps are checked here once, with the same
// words in every format: a key not in the table, a key given twice, a line
// with the wrong words for its key, a block of rows before the key that sizes
// it (the table's first), and the keys a file must have.
#pragma once

#include <functional>
#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "puzzles/text_source.hpp"

namespace puzzlebox {

// A key's line, split into words (words[0] is the key).
struct KeyLine {
    int number = 0;
    std::string text;
    std::vector<std::string> words;

    // The text after the key, spaces inside kept (a title).
    std::string rest() const;
};

// The HxW of a "size HxW" line, min_side <= H, W <= max_side; or InputError.
std::pair<int, int> size_of(const TextSource& source, const KeyLine& line, int min_side, int max_side);

// Row `row` (from 0) of the `rows` below a block's key line, split into
// words; InputError where the board ends first ("the grid (from line 5)
// has 1 rows, expected 2").
KeyLine block_row(TextSource& source, const KeyLine& key, int row, int rows);

enum class KeyForm {
    value,  // "key value": exactly one word after the key
    words,  // "key word ...": at least one
    block,  // "key" alone on its line, its rows below it (the key's reader takes them from the source)
};

struct TextKey {
    std::string_view name;
    KeyForm form;
    // How the line reads ("size HxW", "stencil dr,dc ..."); for a block, what
    // is below the key ("the rows below it").
    std::string_view usage;
    bool required = false;
    std::function<void(const KeyLine&)> read;
    // Keys that are one key under several names ("level", "difficulty") share this name for the given-once rule.
    std::string_view once_as = {};
};

class KeyedText {
public:
    // `what` names a key in messages ("key", "book key"); `scope` follows
    // "given twice" (" for the book").
    KeyedText(TextSource& source, std::vector<TextKey> keys, std::string what = "key", std::string scope = "");

    // Keys not in the table go to `read` instead of being refused (a book
    // section's options); it calls once() with the name it gives the key.
    void otherwise(std::function<void(const KeyLine&)> read) { otherwise_ = std::move(read); }

    // Reads key lines to the end of the board, or up to a line whose key is
    // `stop` (left unread), then checks the required keys are there.
    void read(std::string_view stop = {});

    // Refuses a second line of the key `name`, written `written` there (by
    // default, its name); the first is remembered at `line`.
    void once(const std::string& name, int line, std::string_view written = {});

    // The line the key was read at; 0 when it is absent.
    int line_of(std::string_view name) const;

private:
    const TextKey* find(std::string_view name) const;
    void read_line(const KeyLine& line);

    TextSource& source_;
    std::vector<TextKey> keys_;
    std::string what_, scope_;
    std::string stop_;  // of the read under way
    std::function<void(const KeyLine&)> otherwise_;
    // Each key's once-name: the line it came at, and the key as written there.
    std::map<std::string, std::pair<int, std::string>, std::less<>> seen_;
};

}  // namespace puzzlebox
