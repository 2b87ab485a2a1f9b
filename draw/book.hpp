// A puzzle book's pages: a title page with the contents, then one chapter
// per section (its heading and rules once, its boards numbered through the
// book), then the answers, each keyed by the puzzle's number and the page it
// is on; page numbers at the foot of every page but the first.
#pragma once

#include <string>
#include <vector>

#include "draw/sheet.hpp"

namespace puzzlebox {

struct BookChapter {
    std::string heading;             // "Jump mazes 5x5"
    std::string rules;               // printed once, under the heading
    std::vector<SheetItem> boards;   // easy to hard; captions without the number ("6 moves · medium")
    std::vector<SheetItem> answers;  // the same boards with their solutions, in the same order
};

struct BookText {
    std::string title;
    std::string subtitle;  // "": none
    std::string footer;    // what made the book, on the title page
};

// The smallest a number on a printed board should be (mm): the digits of the
// answers too, which a book packs small.
inline constexpr double legible_number = 2.5;

// How full a page of boards is: the box its boards and their captions take,
// over the page below its heading (0..1); a run's last page may be short.
struct PageFill {
    double fill = 0;
    bool last_of_run = false;  // the last page of a chapter or of a chapter's answers
};

struct Book {
    std::vector<std::string> pages;  // SVG documents, in order
    std::vector<PageFill> fill;      // of each page after the title page
    std::vector<int> board_pages;    // the page (from 1) of each board, through the chapters in order
    int answers_page = 0;            // where the answers begin
};

// The pages, or a std::runtime_error when a chapter's board does not fit a
// page with cells of at least 4 mm.
Book book_pages(const BookText& text, const std::vector<BookChapter>& chapters, const Paper& paper);

}  // namespace puzzlebox
