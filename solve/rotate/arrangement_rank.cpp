// Lexicographic ranking of multiset arrangements (see arrangement_rank.hpp).
// Arrangements of the remaining n labels that start with label j number
// M * c_j / n, where M counts all arrangements of the remaining labels and c_j
// is j's remaining multiplicity: rank adds those of the smaller labels at
// each position, unrank subtracts them.
#include "solve/rotate/arrangement_rank.hpp"

#include <algorithm>
#include <bit>
#include <limits>
#include <stdexcept>

#include "solve/rotate/permutation.hpp"
#include "support/index.hpp"

namespace puzzlebox {

namespace {
__extension__ using Wide = unsigned __int128;  // total * multiplicity exceeds 64 bits near 20 cells
constexpr int max_multiplicity = ArrangementRanker::max_cells;

std::uint64_t share(std::uint64_t total, int multiplicity, std::uint64_t n) {
    // In 64 bits while the product fits (every table's ranks: total <= 12!), a
    // 128-bit division costing several times more.
    if (total <= std::numeric_limits<std::uint64_t>::max() / static_cast<unsigned>(max_multiplicity))
        return total * static_cast<unsigned>(multiplicity) / n;
    return static_cast<std::uint64_t>(static_cast<Wide>(total) * static_cast<unsigned>(multiplicity) / n);
}
}  // namespace

std::uint64_t arrangement_count(const std::vector<int>& labels) {
    std::vector<int> sorted = labels;
    std::sort(sorted.begin(), sorted.end());
    // Label by label: count * placed / copies so far is exact at every step
    // and never decreases, so once past 64 bits it stays there.
    Wide count = 1;
    std::uint64_t placed = 0, copies = 0;
    for (std::size_t i = 0; i < sorted.size(); ++i) {
        copies = i > 0 && sorted[i] == sorted[i - 1] ? copies + 1 : 1;
        count = count * ++placed / copies;
        if (count > std::numeric_limits<std::uint64_t>::max()) return std::numeric_limits<std::uint64_t>::max();
    }
    return static_cast<std::uint64_t>(count);
}

ArrangementRanker::ArrangementRanker(std::vector<int> labels) : cells_(labels.size()) {
    if (labels.empty() || labels.size() > static_cast<std::size_t>(max_cells))
        throw std::invalid_argument("ArrangementRanker: 1 to 20 labels");
    std::sort(labels.begin(), labels.end());
    for (int label : labels) {
        if (distinct_.empty() || distinct_.back() != label) {
            distinct_.push_back(label);
            multiplicity_.push_back(0);
        }
        ++multiplicity_.back();
    }
    // count = n! / prod(c!), built up one label at a time (exact at every step).
    count_ = 1;
    std::uint64_t placed = 0;
    for (int c : multiplicity_)
        for (int i = 1; i <= c; ++i) count_ = count_ * ++placed / static_cast<std::uint64_t>(i);
    distinct_labels_ = distinct_.size() == cells_;
    min_label_ = distinct_.front();
    const long long span = static_cast<long long>(distinct_.back()) - min_label_ + 1;
    if (span <= 4096) {
        index_of_.assign(static_cast<std::size_t>(span), -1);
        for (std::size_t j = 0; j < distinct_.size(); ++j)
            index_of_[static_cast<std::size_t>(distinct_[j] - min_label_)] = static_cast<int>(j);
    }
}

int ArrangementRanker::index(int label) const {
    if (!index_of_.empty()) {
        const long long offset = static_cast<long long>(label) - min_label_;
        if (offset < 0 || offset >= static_cast<long long>(index_of_.size()) || at(index_of_, offset) < 0)
            throw std::invalid_argument("ArrangementRanker: a label not in the multiset");
        return at(index_of_, offset);
    }
    const auto it = std::lower_bound(distinct_.begin(), distinct_.end(), label);
    if (it == distinct_.end() || *it != label) throw std::invalid_argument("ArrangementRanker: a label not in the multiset");
    return static_cast<int>(it - distinct_.begin());
}

std::uint64_t ArrangementRanker::rank(const std::vector<int>& arrangement) const {
    if (distinct_labels_) {  // Lehmer code: smaller labels not yet placed, times (n-1-pos)!
        std::uint32_t placed = 0;
        std::uint64_t result = 0;
        for (std::size_t pos = 0; pos < cells_; ++pos) {
            const int j = index(arrangement[pos]);
            const std::uint32_t bit = std::uint32_t{1} << j;
            if (placed & bit) throw std::invalid_argument("ArrangementRanker: not an arrangement of the multiset");
            const auto smaller = static_cast<std::uint64_t>(j - std::popcount(placed & (bit - 1)));
            result += smaller * factorial(static_cast<int>(cells_ - 1 - pos));
            placed |= bit;
        }
        return result;
    }
    int left[max_cells];
    std::copy(multiplicity_.begin(), multiplicity_.end(), left);
    std::uint64_t total = count_, result = 0;
    for (std::size_t pos = 0; pos < cells_; ++pos) {
        const std::uint64_t n = cells_ - pos;
        const int j = index(arrangement[pos]);
        // Each count total * c / n is whole, so the smaller labels' add up in one division.
        int below = 0;
        for (int smaller = 0; smaller < j; ++smaller) below += left[smaller];
        result += share(total, below, n);
        if (left[j] == 0) throw std::invalid_argument("ArrangementRanker: not an arrangement of the multiset");
        total = share(total, left[j], n);
        --left[j];
    }
    return result;
}

void ArrangementRanker::unrank(std::uint64_t rank, std::vector<int>& arrangement) const {
    arrangement.resize(cells_);
    if (distinct_labels_) {
        std::uint32_t placed = 0;
        for (std::size_t pos = 0; pos < cells_; ++pos) {
            const std::uint64_t f = factorial(static_cast<int>(cells_ - 1 - pos));
            auto q = static_cast<int>(rank / f);
            rank %= f;
            int j = 0;
            for (;; ++j)
                if (!(placed & (std::uint32_t{1} << j)) && q-- == 0) break;
            placed |= std::uint32_t{1} << j;
            arrangement[pos] = at(distinct_, j);
        }
        return;
    }
    int left[max_cells];
    std::copy(multiplicity_.begin(), multiplicity_.end(), left);
    std::uint64_t total = count_;
    for (std::size_t pos = 0; pos < cells_; ++pos) {
        const std::uint64_t n = cells_ - pos;
        int j = 0;
        for (;; ++j) {
            const std::uint64_t block = share(total, left[j], n);
            if (rank < block) {
                total = block;
                break;
            }
            rank -= block;
        }
        arrangement[pos] = at(distinct_, j);
        --left[j];
    }
}

}  // namespace puzzlebox
