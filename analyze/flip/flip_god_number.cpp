// God's number of a flip shape: parity bound, climb, branch and bound over
// the kernel's cell classes (see flip_god_number.hpp).
#include "analyze/flip/flip_god_number.hpp"

#include <algorithm>
#include <bit>
#include <chrono>
#include <climits>
#include <cmath>
#include <map>
#include <optional>
#include <stdexcept>
#include <vector>

#include <fmt/format.h>

#include "analyze/flip/flip_covering_program.hpp"
#include "analyze/flip/flip_covering_relaxation.hpp"
#include "analyze/flip/flip_cross_columns.hpp"
#include "analyze/flip/flip_kernel_classes.hpp"
#include "analyze/flip/flip_tabu.hpp"
#include "analyze/flip/flip_wide_kernel.hpp"
#include "solve/flip/coset_minimum.hpp"
#include "solve/flip/flip_solver.hpp"
#include "solve/search_limits.hpp"
#include "support/index.hpp"
#include "support/random.hpp"
#include "support/stop_signal.hpp"

namespace puzzlebox {

namespace {

using Point = KernelPoint;

// From below: a climb over class counts, one count up or down a step, kept
// when the least distance does not fall and fewer lambdas reach it (now and
// then a worse step, so the climb leaves a plateau). Returns the best least
// distance over the support and its counts.
std::pair<int, std::vector<int>> climb(const KernelClasses& classes, int ceiling, const FlipGodOptions& options) {
    const std::size_t count = classes.cells.size();
    const std::size_t lambdas = std::size_t{1} << classes.nullity;
    Random random(options.seed);
    std::vector<int> a(count);
    for (std::size_t c = 0; c < count; ++c) at(a, c) = classes.size(c) / 2 + (classes.size(c) % 2 == 1 && random.coin() ? 1 : 0);
    std::vector<int> f = all_distances(classes, a);
    const auto score = [&](const std::vector<int>& values) {
        int least = INT_MAX;
        std::size_t ties = 0;
        for (int value : values)
            if (value < least) {
                least = value;
                ties = 1;
            } else if (value == least) {
                ++ties;
            }
        return std::pair{least, ties};
    };
    auto [least, ties] = score(f);
    int best = least;
    std::vector<int> best_a = a;
    const std::uint64_t steps = std::max<std::uint64_t>(options.climb_work / lambdas, 64);
    constexpr std::uint64_t stall = 200'000;  // steps without a better best: the climb ends
    std::uint64_t last_better = 0;
    for (std::uint64_t step = 0; step < steps && best < ceiling && step - last_better < stall; ++step) {
        if (step % 1024 == 0 && stop_requested()) break;  // the caller stops the run
        const std::size_t c = random.below(static_cast<std::uint32_t>(count));
        const int dir = random.coin() ? 1 : -1;
        if (at(a, c) + dir < 0 || at(a, c) + dir > classes.size(c)) continue;
        const Point p = at(classes.point, c);
        add_by_parity(f.data(), lambdas, p, -dir, dir);
        const auto [now_least, now_ties] = score(f);
        // Annealing on (least, ties): a worse step is kept with probability
        // exp(-(4 (least - now_least) + ln(now_ties / ties)) / 0.6).
        const double change = 4.0 * (now_least - least) - std::log(static_cast<double>(now_ties) / static_cast<double>(ties));
        const bool keep = change >= 0 || std::exp(change / 0.6) * 4294967296.0 > random.next();
        if (keep) {
            at(a, c) += dir;
            least = now_least;
            ties = now_ties;
            if (least > best) {
                best = least;
                best_a = a;
                last_better = step;
            }
        } else {
            add_by_parity(f.data(), lambdas, p, dir, -dir);
        }
    }
    return {best, best_a};
}

// From below, where the branch and bound left a gap: a tabu search for
// class counts at least `target` from every kernel vector, target after
// target from the best known (flip_tabu.hpp), on all 2^k distances.
// 13x17 Lights Out: 101 where the climb stopped at 96. Returns the best
// least distance over the support found, and its counts (those given when
// none is better).
std::pair<int, std::vector<int>> tabu_search(const KernelClasses& classes, int least, std::vector<int> a, int ceiling,
                                             const FlipGodOptions& options) {
    std::uint64_t work_left = options.tabu_work;
    TabuState state(classes.cells.size(), options.seed + 1);
    TabuDistances d{all_distances(classes, a), false, {}};
    std::vector<int> best_a = a;
    for (int target = least + 1; target <= ceiling && work_left > 0; ++target) {
        if (!tabu_steps(classes, d, a, target, work_left, state)) break;
        least = target;
        best_a = a;
    }
    return {least, best_a};
}

// From above, exactly: is there a choice of class counts whose least
// distance over the support is at least `target`? Depth-first over the
// classes in layers (see flip_god_number.hpp), f kept over the lambdas the
// assigned classes tell apart.
class ClassSearch {
public:
    ClassSearch(const KernelClasses& classes, std::uint64_t max_nodes, std::uint64_t max_work)
        : max_nodes_(max_nodes), max_work_(max_work) {
        k_ = classes.nullity;
        const std::size_t count = classes.cells.size();
        // The basis: lambda_1 cuts off the fewest classes (p . lambda_1 = 1),
        // lambda_2 the fewest of the rest, ...; a class's layer is the first
        // lambda that cuts it off, counted from the top bit down.
        // (The classes each lambda cuts, among those not yet cut, by one
        // Walsh-Hadamard transform of their indicator.)
        std::vector<Point> lambdas;
        const std::size_t all = std::size_t{1} << k_;
        std::vector<bool> in_span(all, false);
        in_span[0] = true;
        std::vector<bool> cut(count, false);
        std::vector<int> hat(all);
        for (int i = 0; i < k_; ++i) {
            std::fill(hat.begin(), hat.end(), 0);
            int uncut = 0;
            for (std::size_t c = 0; c < count; ++c)
                if (!cut[c]) {
                    ++hat[at(classes.point, c)];
                    ++uncut;
                }
            walsh_hadamard(hat);
            Point best = 0;
            int best_cut = INT_MAX;
            for (Point lambda = 1; lambda < all; ++lambda)
                if (!in_span[lambda] && (uncut - hat[lambda]) / 2 < best_cut) {
                    best_cut = (uncut - hat[lambda]) / 2;
                    best = lambda;
                }
            lambdas.push_back(best);
            for (std::size_t c = 0; c < count; ++c) cut[c] = cut[c] || odd_parity(best & at(classes.point, c));
            for (Point x = 0; x < all; ++x)
                if (in_span[x]) in_span[x ^ best] = true;
        }
        std::vector<std::size_t> order(count);
        for (std::size_t c = 0; c < count; ++c) order[c] = c;
        std::vector<Point> point(count);
        for (std::size_t c = 0; c < count; ++c)
            for (int i = 0; i < k_; ++i)
                if (odd_parity(lambdas[static_cast<std::size_t>(i)] & at(classes.point, c))) point[c] |= Point{1} << (k_ - 1 - i);
        std::stable_sort(order.begin(), order.end(), [&](std::size_t x, std::size_t y) {
            const int lx = std::bit_width(point[x]), ly = std::bit_width(point[y]);
            return lx != ly ? lx < ly : classes.size(x) > classes.size(y);
        });
        for (std::size_t c : order) {
            point_.push_back(point[c]);
            size_.push_back(classes.size(c));
            layer_.push_back(std::bit_width(point[c]) - 1);
            original_.push_back(c);
        }
        rest_.assign(count + 1, 0);
        layer_rest_.assign(count + 1, 0);
        for (std::size_t i = count; i-- > 0;) {
            rest_[i] = rest_[i + 1] + size_[i];
            layer_rest_[i] = size_[i] + (i + 1 < count && layer_[i + 1] == layer_[i] ? layer_rest_[i + 1] : 0);
        }
        if (k_ <= pair_bound_dimension) {
            const std::size_t lambdas_count = std::size_t{1} << k_;
            cut_rest_.assign((count + 1) * lambdas_count, 0);
            for (std::size_t i = count; i-- > 0;)
                for (std::size_t v = 0; v < lambdas_count; ++v)
                    cut_rest_[i * lambdas_count + v] =
                        cut_rest_[(i + 1) * lambdas_count + v] + (odd_parity(v & point_[i]) ? size_[i] : 0);
        }
        f_.assign(std::size_t{1} << k_, 0);
        a_.assign(count, 0);
    }

    // True when some class counts reach `target`; then `counts` holds them
    // (indexed as the classes were given). False with out_of_nodes() when the
    // budget ran out first.
    bool reaches(int target, std::vector<int>& counts) {
        target_ = target;
        found_ = false;
        out_of_nodes_ = false;
        std::fill(f_.begin(), f_.end(), 0);
        std::fill(a_.begin(), a_.end(), 0);
        if (point_.empty()) return 0 >= target;
        visit(0, 1);
        if (found_) {
            counts.assign(a_.size(), 0);
            for (std::size_t i = 0; i < a_.size(); ++i) counts[original_[i]] = found_a_[i];
        }
        return found_;
    }
    bool out_of_nodes() const { return out_of_nodes_; }
    std::uint64_t nodes() const { return nodes_; }
    std::uint64_t work() const { return work_; }

    // Knuth's estimate of the nodes reaches(target) takes when no class
    // counts reach it: each probe walks down from the root taking one child
    // that passes the bound, uniformly (pcg32 seed 1), and adds up at each
    // node the product of the passing children counted above it. In log10:
    // the mean, and the mean's standard error relative to it; `reached` when
    // a probe met counts that reach the target (the search would stop there).
    FlipClassSearchEstimate estimate(int target, std::uint64_t probes) {
        target_ = target;
        std::fill(f_.begin(), f_.end(), 0);
        std::fill(a_.begin(), a_.end(), 0);
        FlipClassSearchEstimate estimate;
        Random random(1);
        long double sum = 0, squares = 0, work_sum = 0;
        for (; estimate.probes < probes; ++estimate.probes) {
            if (stop_requested()) {
                estimate.stopped = true;
                break;
            }
            long double nodes = 0, work = 0;
            if (!point_.empty()) probe(0, 1, 1, random, nodes, work, estimate.reached);
            sum += nodes;
            squares += nodes * nodes;
            work_sum += work;
        }
        if (estimate.probes == 0) return estimate;
        const long double count = static_cast<long double>(estimate.probes), mean = sum / count;
        const long double variance = std::max<long double>(0, squares / count - mean * mean);
        estimate.log10_nodes = static_cast<double>(std::log10(mean));
        estimate.relative_error = static_cast<double>(std::sqrt(variance / count) / mean);
        estimate.log10_work = static_cast<double>(std::log10(std::max<long double>(work_sum / count, 1)));
        return estimate;
    }

private:
    static constexpr int pair_bound_dimension = 10;  // bounds from every pair {lambda, lambda + v}: 4^k a node

    void add(std::size_t i, std::size_t width, int delta_cut, int delta_uncut) {
        const Point p = point_[i];
        add_by_parity(f_.data(), width, p, delta_cut, delta_uncut);
        work_ += width;
    }

    // The most the least distance can still be once classes i.. are chosen:
    // f averaged over cosets of subspaces of lambdas; a class that the
    // subspace cuts adds half its cells to the average whatever its count.
    int bound(std::size_t i, std::size_t width) {
        work_ += width;
        const std::size_t count = point_.size();
        if (i == count) return *std::min_element(f_.begin(), f_.begin() + static_cast<std::ptrdiff_t>(width));
        const int j = layer_[i];
        const int rest = rest_[i];
        int best = INT_MAX;
        if (i > 0 && layer_[i - 1] == j) {
            // Inside layer j: pairs {lambda, lambda + 2^j} cut every class left;
            // single lambdas leave the rest of layer j uncut.
            const std::size_t half = std::size_t{1} << j;
            int pairs = INT_MAX, single = INT_MAX;
            for (std::size_t lambda = 0; lambda < half; ++lambda) {
                pairs = std::min(pairs, f_[lambda] + f_[lambda + half]);
                single = std::min({single, f_[lambda], f_[lambda + half]});
            }
            best = std::min((pairs + rest) / 2, single + layer_rest_[i] + (rest - layer_rest_[i]) / 2);
        } else {
            // Every class left lies past the assigned layers: each lambda alone.
            best = *std::min_element(f_.begin(), f_.begin() + static_cast<std::ptrdiff_t>(width)) + rest / 2;
        }
        if (best < target_ || cut_rest_.empty()) return best;
        // Pairs {lambda, lambda + v} for every v the assigned classes tell apart.
        const std::size_t lambdas_count = std::size_t{1} << k_;
        for (std::size_t v = 1; v < width && best >= target_; ++v) {
            work_ += width;
            const int cut = cut_rest_[i * lambdas_count + v];
            int pairs = INT_MAX;
            for (std::size_t lambda = 0; lambda < width; ++lambda)
                if (lambda < (lambda ^ v)) pairs = std::min(pairs, f_[lambda] + f_[lambda ^ v]);
            best = std::min(best, (pairs + cut) / 2 + (rest - cut));
        }
        return best;
    }

    void visit(std::size_t i, std::size_t width) {
        if (found_ || out_of_nodes_) return;
        if (++nodes_ > max_nodes_ || work_ > max_work_ || (nodes_ % 1024 == 0 && stop_requested())) {
            out_of_nodes_ = true;
            return;
        }
        if (i == point_.size()) {
            if (*std::min_element(f_.begin(), f_.begin() + static_cast<std::ptrdiff_t>(width)) >= target_) {
                found_ = true;
                found_a_ = a_;
            }
            return;
        }
        const int j = layer_[i];
        const std::size_t inner = std::size_t{1} << (j + 1);
        if (inner > width) {  // a new layer: f does not yet depend on the bits up to j
            for (std::size_t lambda = width; lambda < inner; ++lambda) f_[lambda] = f_[lambda % width];
            width = inner;
        }
        const int n = size_[i];
        add(i, width, n, 0);  // count 0: the cut lambdas are n away
        // The kernel's translations: the first class of a layer whose count
        // is not half its cells may be taken with the larger half.
        bool sign_fixed = true;
        for (std::size_t back = i; back-- > 0 && layer_[back] == j;)
            if (2 * a_[back] != size_[back]) {
                sign_fixed = false;
                break;
            }
        // Counts nearest half first (imbalance |2v - n| = n % 2, n % 2 + 2, ..),
        // the smaller of each pair first; generated, not sorted, on every node.
        int current = 0;
        for (int imbalance = n % 2; imbalance <= n && !found_ && !out_of_nodes_; imbalance += 2)
            for (const int v : {(n - imbalance) / 2, (n + imbalance) / 2}) {
                if (sign_fixed && 2 * v < n) continue;
                add(i, width, -(v - current), v - current);
                current = v;
                a_[i] = v;
                if (bound(i + 1, width) >= target_) visit(i + 1, width);
                if (found_ || out_of_nodes_ || imbalance == 0) break;  // imbalance 0: n / 2, once
            }
        add(i, width, current - n, -current);
        a_[i] = 0;
    }

    // A probe's step at class i (see estimate): its node counted with
    // `weight`, then one passing count drawn; f and a as they were after.
    void probe(std::size_t i, std::size_t width, long double weight, Random& random, long double& nodes, long double& work,
               bool& reached) {
        nodes += weight;
        const std::uint64_t work_before = work_;
        if (i == point_.size()) {
            reached = reached || *std::min_element(f_.begin(), f_.begin() + static_cast<std::ptrdiff_t>(width)) >= target_;
            return;
        }
        const int j = layer_[i];
        const std::size_t inner = std::size_t{1} << (j + 1);
        if (inner > width) {
            for (std::size_t lambda = width; lambda < inner; ++lambda) f_[lambda] = f_[lambda % width];
            width = inner;
        }
        const int n = size_[i];
        add(i, width, n, 0);
        bool sign_fixed = true;
        for (std::size_t back = i; back-- > 0 && layer_[back] == j;)
            if (2 * a_[back] != size_[back]) {
                sign_fixed = false;
                break;
            }
        std::vector<int> passing;
        int current = 0;
        for (int imbalance = n % 2; imbalance <= n; imbalance += 2)
            for (const int v : {(n - imbalance) / 2, (n + imbalance) / 2}) {
                if (sign_fixed && 2 * v < n) continue;
                add(i, width, -(v - current), v - current);
                current = v;
                a_[i] = v;
                if (bound(i + 1, width) >= target_) passing.push_back(v);
                if (imbalance == 0) break;
            }
        work += weight * static_cast<long double>(work_ - work_before + width);  // the node's updates, its undoing too
        if (!passing.empty()) {
            const int v = passing[random.below(static_cast<std::uint32_t>(passing.size()))];
            add(i, width, -(v - current), v - current);
            current = v;
            a_[i] = v;
            probe(i + 1, width, weight * static_cast<long double>(passing.size()), random, nodes, work, reached);
        }
        add(i, width, current - n, -current);
        a_[i] = 0;
    }

    int k_ = 0;
    std::vector<Point> point_;
    std::vector<int> size_, layer_, rest_, layer_rest_, cut_rest_;
    std::vector<std::size_t> original_;
    std::vector<int> f_, a_, found_a_;
    int target_ = 0;
    bool found_ = false, out_of_nodes_ = false;
    std::uint64_t nodes_ = 0, max_nodes_, work_ = 0, max_work_;
};

// The cross's climb by its solver: up to this short side (2^20 line flips a measure).
constexpr int cross_climb_max_side = 21;

// The cross with both sides odd: the kernel is r_i + c_j over even sets of
// rows r and of columns c (the Gale-Berlekamp switching game, with parity).
// With c a random even set of columns, row i of a press set differs from c
// in h cells, h uniform among the weights of one parity; the best r then
// costs sum over rows of min(h, m - h), plus at most one |m - 2h| to make r
// even. Averaged over c, some kernel vector is within
// n m / 2 - (n - 2) mu, mu = the least over the two parities of E|h - m/2|.
// Returns that bound, floor, for rows n of length m.
int cross_average_bound(int n, int m) {
    __extension__ typedef unsigned __int128 Wide;
    Wide binomial = 1, spread[2] = {0, 0};  // spread[p] = sum over h of parity p of C(m, h) |2h - m|
    for (int h = 0; h <= m; ++h) {
        spread[h % 2] += binomial * static_cast<Wide>(std::abs(2 * h - m));
        binomial = binomial * static_cast<Wide>(m - h) / static_cast<Wide>(h + 1);
    }
    const Wide least = std::min(spread[0], spread[1]);  // mu = least / 2^m
    const Wide scale = Wide{1} << m;
    const Wide total = static_cast<Wide>(n) * static_cast<Wide>(m) * (scale / 2) - static_cast<Wide>(n - 2) * least;
    return static_cast<int>(total / scale);
}

}  // namespace

namespace {

// Where the class search left a gap: the integer program's linear
// relaxation (flip_covering_relaxation.hpp) for a lower upper bound.
// Returns the fixing of the translations whose relaxation was least (for
// the integer program), empty when none was solved.
std::vector<int> bound_by_relaxation(const FlipBoard& shape, const KernelClasses& classes, int tries, FlipGodNumber& god,
                                     const std::string& span_note) {
    const CoveringProgram program = covering_program(classes);
    const CoveringRelaxation relaxation = bound_covering_relaxation(program, 0, tries);
    if (!relaxation.bounded) return {};
    if (const int bound = classes.offset() + relaxation.bound; bound < god.upper) {
        god.upper = bound;
        god.upper_reason = fmt::format(
            "the linear relaxation of the integer program over the class counts, translations fixed: {} kernel vectors "
            "weighted by its dual average at most {:.4f} from any press set ({} rows; the fixing of try {} of {}, {} rounds in "
            "all){}",
            relaxation.certificate.lambda.size(), classes.offset() + relaxation.value, relaxation.rows, relaxation.best_try + 1,
            relaxation.tries, relaxation.rounds, span_note);
        if (god.lower > god.upper)
            throw std::logic_error(
                fmt::format("the relaxation's bound {} is below a press set's {} presses", god.upper, god.lower));
        const auto cells_of = [&](auto in) {
            BitVector cells(shape.cell_count());
            for (std::size_t c = 0; c < classes.cells.size(); ++c)
                if (in(c))
                    for (const int cell : classes.cells[c]) cells.set(cell);
            return cells;
        };
        FlipGodNumber::Certificate certificate;
        for (std::size_t i = 0; i < relaxation.certificate.lambda.size(); ++i) {
            const KernelPoint lambda = relaxation.certificate.lambda[i];
            certificate.vectors.emplace_back(relaxation.certificate.weight[i],
                                             cells_of([&](std::size_t c) { return odd_parity(lambda & classes.point[c]); }));
        }
        const std::vector<int>& least = relaxation.certificate.lower;
        for (std::size_t c = 0; c < least.size(); ++c)
            if (least[c] > 0) certificate.fixed.emplace_back(least[c], cells_of([&](std::size_t d) { return d == c; }));
        god.certificate = std::move(certificate);
    }
    return relaxation.certificate.lower;
}

// Past the relaxation's nullity: the relaxation on a subcode spanned by
// random combinations of the kernel basis. Every press set is as near to
// some vector of the subcode as to the whole kernel or farther, so the
// subcode's bound holds for the kernel; its certificate carries the
// generators.
void bound_by_subcode(const FlipBoard& shape, const Gf2Solution& system, const FlipGodOptions& options, FlipGodNumber& god) {
    Random random(options.seed + 2);
    std::vector<BitVector> generators;
    for (int i = 0; i < options.subcode_dimension; ++i) {
        BitVector generator(shape.cell_count());
        for (const BitVector& vector : system.kernel)
            if (random.coin()) generator ^= vector;
        generators.push_back(std::move(generator));
    }
    KernelClasses classes = kernel_classes(shape, generators);
    if (!classes.any_odd) return;
    restrict_to_odd_span(classes);
    const int before = god.upper;
    bound_by_relaxation(
        shape, classes, options.relaxation_tries, god,
        fmt::format(" (on a subcode of dimension {}, random combinations of the kernel basis{})", options.subcode_dimension,
                    classes.nullity == options.subcode_dimension
                        ? std::string()
                        : fmt::format("; the span of its odd classes, dimension {}", classes.nullity)));
    if (god.upper < before && god.certificate) god.certificate->generators = std::move(generators);
}

// Where the class search left a gap: the integer program (flip_covering_program.hpp)
// for each target from the top down (out of reach: a lower upper bound;
// reached: God's number), then, with the budget left, from the bottom up
// (reached: a better witness).
void close_by_program(const KernelClasses& classes, const FlipGodOptions& options, const FlipBoard& shape, FlipGodNumber& god,
                      const std::string& span_note, const std::vector<int>& fixed) {
    const CoveringProgram program = covering_program(classes, fixed);
    // A node costs about the program's size: 2^k rows times the classes.
    const std::uint64_t size = (std::uint64_t{1} << classes.nullity) * classes.cells.size();
    std::uint64_t work_left = options.program_work;
    const auto ask = [&](int target) {
        const std::uint64_t nodes = work_left / size;
        CoveringProgramAnswer answer =
            solve_covering_program(program, target - classes.offset(), std::max<std::uint64_t>(nodes, 1));
        god.program_nodes += answer.nodes;
        work_left -= std::min(work_left, (answer.nodes + 1) * size);  // the root counts as a node
        if (answer.kind == CoveringProgramAnswer::Kind::reached) {
            // Re-measured exactly: CBC works in floating point.
            const int found = fewest_presses(classes, answer.counts);
            if (found < target)
                throw std::logic_error(
                    fmt::format("{}x{} {}: CBC's press set for God's number {} is only {} from a kernel vector", shape.rows,
                                shape.cols, to_string(shape.pattern), target, found));
            god.lower = found;
            god.witness = press_set(shape, classes, answer.counts);
            god.lower_reason = fmt::format("the integer program (CBC, {} nodes) found this press set{}", answer.nodes, span_note);
            if (god.lower > god.upper)
                throw std::logic_error(fmt::format("{}x{} {}: CBC's press set needs {} presses, past the bound {} ({})",
                                                   shape.rows, shape.cols, to_string(shape.pattern), god.lower, god.upper,
                                                   god.upper_reason));
        } else if (answer.kind == CoveringProgramAnswer::Kind::out_of_reach) {
            god.upper = target - 1;
            god.upper_reason = fmt::format(
                "the integer program over the class counts, translations fixed (CBC, {} nodes): no press set is {} from every "
                "kernel vector{}",
                answer.nodes, target, span_note);
        }
        return answer;
    };
    // From the top down: the parity bound is nearly met, so the targets just
    // above God's number are refuted quickly (the linear relaxation often
    // refutes the top at once) and the first one reached is the answer;
    // halving the gap instead asks for a far target to be reached from
    // scratch (9x29: 131 within the budget from the top, not by halving).
    while (god.lower < god.upper && work_left >= size && !stop_requested())
        if (ask(god.upper).kind == CoveringProgramAnswer::Kind::unknown) break;
    // The budget left: a better witness from the bottom up.
    while (god.lower < god.upper && work_left >= size && !stop_requested())
        if (ask(god.lower + 1).kind == CoveringProgramAnswer::Kind::unknown) break;
    if (god.exact()) god.method = "integer program";
}

FlipSolution solve_pressed(const FlipBoard& shape, const BitVector& presses) {
    FlipBoard board = shape;
    board.grid = shape.target.empty() ? std::vector<std::uint8_t>(static_cast<std::size_t>(shape.cell_count()), 0) : shape.target;
    board.target = board.grid;
    apply_flip_presses(board, presses.ones(), board.grid);
    return solve_flip_board(board);
}

}  // namespace

int flip_fewest_presses_of(const FlipBoard& shape, const BitVector& presses) {
    const FlipSolution solution = solve_pressed(shape, presses);
    return solution.solvable && solution.proven ? static_cast<int>(solution.presses.size()) : -1;
}

namespace {

// The odd x odd cross's mean-distance bound holds for sides up to this (its table of binomials).
constexpr int cross_average_max_side = 64;
// The climb over single presses of a wide cross: steps = its work x climb_steps_per_work over the
// cost of one step (a solve: 2^(short side - 1) x long side), kept within [climb_min_steps, climb_max_steps]:
// each step is a whole solve, so a few hundred of them are seconds, and fewer than 16 say nothing.
constexpr std::uint64_t climb_steps_per_work = 4, climb_min_steps = 16, climb_max_steps = 512;

SearchStopped stopped_search(const FlipBoard& shape) {
    return SearchStopped(stop_outcome(), fmt::format("finding God's number of {}x{} {}: nothing written", shape.rows, shape.cols,
                                                     to_string(shape.pattern)));
}

// The answer re-checked: the column search's witness, then the column
// climb's, taken where better, and the witness re-solved by the solver,
// which must not beat it (a solver that cannot prove its answer, a cross
// past its budget, must at least not beat it, and the row says it was not
// re-checked).
FlipGodNumber checked(const FlipBoard& shape, FlipGodNumber god, const std::optional<CrossColumnsAnswer>& column_search,
                      const std::optional<CrossColumnsAnswer>& column_climb, std::chrono::steady_clock::time_point started) {
    if (stop_requested()) throw stopped_search(shape);
    const std::pair<const std::optional<CrossColumnsAnswer>*, const char*> witnesses[] = {
        {&column_search, "the search over column classes found this press set (within its budget)"},
        {&column_climb, "a climb over column classes found this press set"}};
    for (const auto& [answer, reason] : witnesses) {
        if (!*answer || (*answer)->best <= god.lower) continue;
        god.lower = (*answer)->best;
        god.witness = (*answer)->witness;
        god.lower_reason = reason;
        if (god.exact()) god.method = "climb and bound";
    }
    if (god.lower > god.upper)
        throw std::logic_error(fmt::format("{}x{} {}: a press set {} from the kernel, past the bound {} ({})", shape.rows,
                                           shape.cols, to_string(shape.pattern), god.lower, god.upper, god.upper_reason));
    const FlipSolution check = solve_pressed(shape, god.witness);
    if (stop_requested()) throw stopped_search(shape);
    if (check.outcome == SearchOutcome::memory_limit)
        throw SearchStopped(check.outcome,
                            fmt::format("re-solving the witness of God's number of {}x{}", shape.rows, shape.cols));
    const int found = check.solvable ? static_cast<int>(check.presses.size()) : -1;
    if (found < god.lower || (check.proven && found != god.lower))
        throw std::logic_error(
            fmt::format("{}x{} {}: the witness of God's number {} needs {} presses by the solver ({}, {}, {}{})", shape.rows,
                        shape.cols, to_string(shape.pattern), god.lower, found, check.proven ? "proven" : "not proven",
                        describe(check.outcome), check.method, check.why_not.empty() ? "" : ": " + check.why_not));
    if (!check.proven)
        god.lower_reason += " (the solver could not re-check it: it proved only that it needs at least " +
                            std::to_string(check.lower_bound) + ")";
    if (god.method.empty()) god.method = !god.exact() ? "bounds" : god.nodes > 0 ? "branch and bound" : "climb and bound";
    god.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    return god;
}

// The odd x odd cross past the column search, or where it ran out of its
// budget, up to cross_columns_climb_max_side: a witness from the climb over
// column classes, on climb_work even-row-set updates
// (cross_columns_climb_steps; at 7x37 to 7x49 one or two more than the
// search's). checked() keeps it where it beats the other witnesses.
std::optional<CrossColumnsAnswer> cross_by_column_climb(const FlipBoard& shape, const FlipGodOptions& options,
                                                        const std::optional<CrossColumnsAnswer>& column_search) {
    const int side = std::min(shape.rows, shape.cols);
    if (shape.pattern != FlipPattern::cross || shape.rows % 2 == 0 || shape.cols % 2 == 0 ||
        side > cross_columns_climb_max_side || !options.closed_forms || options.climb_work == 0 ||
        (column_search && column_search->complete))
        return std::nullopt;
    return cross_columns_climb(shape.rows, shape.cols, cross_columns_climb_steps(side, options.climb_work));
}

// No kernel: every board has one solution, and the board of all presses needs them all.
void invertible(int cells, FlipGodNumber& god) {
    god.lower = god.upper = cells;
    god.witness = BitVector(cells);
    for (int cell = 0; cell < cells; ++cell) god.witness.set(cell);
    god.lower_reason = "every press: with no kernel, the board of a press set needs exactly that set";
    god.upper_reason = "the press matrix is invertible: no board needs more presses than there are cells";
    god.method = "invertible";
    god.support = 0;
}

// The cross with one side odd and the other even, or one line (docs/flip.md).
bool has_cross_closed_form(const FlipBoard& shape, const FlipGodOptions& options) {
    return options.closed_forms && shape.pattern == FlipPattern::cross &&
           (shape.rows % 2 != shape.cols % 2 || shape.rows == 1 || shape.cols == 1);
}

// Its kernel is the unions of an even number of whole lines along the odd
// side (n cells each, m lines); a press set with (n - 1) / 2 cells in every
// line but one, which has (n + 1) / 2, is m (n - 1) / 2 + 1 from every such
// union, and no set is further. One row or column: every press flips the whole board.
void cross_closed_form(const FlipBoard& shape, FlipGodNumber& god) {
    const bool lines_are_columns = shape.rows == 1 || (shape.cols != 1 && shape.rows % 2 == 1);
    const int odd = lines_are_columns ? shape.rows : shape.cols, lines = lines_are_columns ? shape.cols : shape.rows;
    god.lower = god.upper = lines * (odd - 1) / 2 + 1;
    god.witness = BitVector(shape.cell_count());
    for (int line = 0; line < lines; ++line)
        for (int k = 0; k < (line == 0 ? (odd + 1) / 2 : (odd - 1) / 2); ++k)
            god.witness.set(lines_are_columns ? k * shape.cols + line : line * shape.cols + k);
    god.lower_reason = "the cross's closed form: (n - 1) / 2 presses in every line of the odd side, one more in the first";
    god.upper_reason = "the cross's closed form (docs/flip.md): the kernel is the unions of an even number of whole lines";
    god.method = "closed form";
}

// From above: the distances to the 2^k kernel vectors average half the
// support; they are all equal only when every class count is half its
// class, impossible with an odd class; and all distances have the support's
// parity. The odd x odd cross: the mean over random even sets of lines, where lower.
void upper_bound(const FlipBoard& shape, const KernelClasses& classes, FlipGodNumber& god) {
    const int slack = !classes.any_odd ? 0 : (classes.support % 2 == 1 ? 1 : 2);
    god.upper = classes.zero + (classes.support - slack) / 2;
    god.upper_reason = !classes.any_odd
                           ? "half the kernel's support, plus the cells in no kernel vector"
                           : fmt::format(
                                 "half the kernel's support less {} (an odd class of cells: the {} distances to the kernel "
                                 "vectors average half the support and are not all equal), plus the cells in no kernel vector",
                                 slack / 2.0, classes.support % 2 == 1 ? "odd" : "even");
    if (shape.pattern != FlipPattern::cross || shape.rows % 2 == 0 || shape.cols % 2 == 0 ||
        shape.rows > cross_average_max_side || shape.cols > cross_average_max_side)
        return;
    const int by_columns = cross_average_bound(shape.rows, shape.cols), by_rows = cross_average_bound(shape.cols, shape.rows);
    if (std::min(by_columns, by_rows) >= god.upper) return;
    god.upper = std::min(by_columns, by_rows);
    god.upper_reason = fmt::format(
        "the average over random even sets of {0} (Gale-Berlekamp): some kernel vector is within HW/2 - ({1} - 2) mu, "
        "mu the mean of |h - {2}/2| over weights h of one parity",
        by_columns <= by_rows ? "columns" : "rows", by_columns <= by_rows ? shape.rows : shape.cols,
        by_columns <= by_rows ? shape.cols : shape.rows);
}

// The odd x odd cross with a short side up to 7 (9 if asked): every press
// set up to its column classes (flip_cross_columns.hpp), exact within its
// budget (true: settled); else its best press set stays a witness the engine must beat.
bool cross_by_columns(const FlipBoard& shape, const FlipGodOptions& options, FlipGodNumber& god,
                      std::optional<CrossColumnsAnswer>& column_search) {
    if (shape.pattern != FlipPattern::cross || shape.rows % 2 == 0 || shape.cols % 2 == 0 ||
        std::min(shape.rows, shape.cols) > std::min(options.cross_columns_side, cross_columns_max_side) ||
        !options.closed_forms || options.cross_columns_work == 0)
        return false;
    const CrossColumnsSplit* split = options.cross_columns_split;
    const bool in_units = split && split->rows == shape.rows && split->cols == shape.cols;
    if (in_units) column_search = cross_god_by_column_units(*split, options.cross_columns_units).answer;
    else
        column_search = cross_god_by_columns(shape.rows, shape.cols, options.cross_columns_work,
                                             options.cross_columns_checkpoints, options.cross_columns_climb);
    god.nodes = column_search->nodes;
    if (column_search->best > god.upper)
        throw std::logic_error(fmt::format("{}x{} cross: the column classes reach {}, past the bound {} ({})", shape.rows,
                                           shape.cols, column_search->best, god.upper, god.upper_reason));
    if (!column_search->complete) return false;
    god.lower = god.upper = column_search->best;
    god.witness = column_search->witness;
    god.lower_reason = "the search over column classes found this press set";
    god.upper_reason = fmt::format(
        "every press set up to its column classes and the board's symmetry (types up to complement, lex-leader tests): "
        "none is {} from "
        "every kernel vector ({} nodes{})",
        god.upper + 1, column_search->nodes, in_units ? fmt::format(" in {} units", split->units()) : "");
    god.method = "column classes";
    return true;
}

// No odd class: half of every class pressed is half the support from every kernel vector.
void parity_bound(const FlipBoard& shape, const KernelClasses& classes, FlipGodNumber& god) {
    std::vector<int> a(classes.cells.size());
    for (std::size_t c = 0; c < a.size(); ++c) a[c] = classes.size(c) / 2;
    god.lower = god.upper;
    god.witness = press_set(shape, classes, a);
    god.lower_reason = "half of every class pressed: every kernel vector is half the support away";
    god.method = "parity bound";
}

// Past the climb's nullity, from a random half measured at `measured`
// presses: the tabu search on a working set of kernel vectors
// (flip_wide_kernel.hpp). Its least distance for the random half must be
// the Gray code's, and its witness is measured by the Gray code again.
void wide_kernel_tabu(const FlipBoard& shape, const KernelClasses& classes, const Gf2Solution& system, const std::vector<int>& a,
                      int measured, const FlipGodOptions& options, FlipGodNumber& god) {
    const WideSearch search = wide_tabu_search(classes, a, god.upper - classes.offset(), options.wide_work, options.seed + 1);
    if (stop_requested()) throw stopped_search(shape);
    if (classes.offset() + search.first_least != measured)
        throw std::logic_error(fmt::format("flip God's number: the distances by blocks of {}x{} disagree with its Gray code",
                                           shape.rows, shape.cols));
    if (classes.offset() + search.least <= god.lower) return;
    const BitVector presses = press_set(shape, classes, search.a);
    CosetOptions every_vector;
    every_vector.method = CosetMethod::gray;
    const CosetMinimum witness = coset_minimum(presses, system.kernel, every_vector);
    if (stop_requested()) throw stopped_search(shape);
    if (!witness.proven || witness.weight != classes.offset() + search.least)
        throw std::logic_error(fmt::format("flip God's number: the working-set tabu search's {}x{} witness measures {}, not {}",
                                           shape.rows, shape.cols, witness.weight, classes.offset() + search.least));
    god.lower = witness.weight;
    god.witness = presses;
    god.lower_reason = fmt::format(
        "a tabu search over class counts on a working set of {} kernel vectors, each target checked over all 2^{} ({} "
        "checks), from a random half; measured again by the Gray code",
        search.set, classes.nullity, search.checks);
}

// A kernel too wide to climb over: a witness from below only. A cross is
// climbed over single presses, each press set measured by the cross's
// solver (every flip of the short side's lines); another shape, up to
// gray_witness_max_dimension, takes half of every class (the odd ones' extra
// cell at random), measured over all 2^k kernel vectors.
void wide_kernel_witness(const FlipBoard& shape, const KernelClasses& classes, const Gf2Solution& system,
                         const FlipGodOptions& options, FlipGodNumber& god) {
    const int n = shape.cell_count();
    god.lower = classes.offset();
    god.witness = press_set(shape, classes, std::vector<int>(classes.cells.size(), 0));
    god.lower_reason =
        fmt::format("the cells in no kernel vector (nullity {}: no climb past {})", god.nullity, options.climb_max_dimension);
    const int short_side = std::min(shape.rows, shape.cols), long_side = std::max(shape.rows, shape.cols);
    if (shape.pattern == FlipPattern::cross && short_side <= cross_climb_max_side && options.climb_work > 0) {
        const std::uint64_t per_step = (std::uint64_t{1} << (short_side - 1)) * static_cast<std::uint64_t>(long_side);
        const std::uint64_t steps =
            std::clamp<std::uint64_t>(options.climb_work * climb_steps_per_work / per_step, climb_min_steps, climb_max_steps);
        Random random(options.seed);
        BitVector presses(n);
        for (int cell = 0; cell < n; ++cell)
            if (random.coin()) presses.set(cell);
        const auto measure = [&](const BitVector& set) {
            const FlipSolution solution = solve_pressed(shape, set);
            return solution.proven ? static_cast<int>(solution.presses.size()) : -1;
        };
        int current = measure(presses);
        for (std::uint64_t step = 0; step < steps && current >= 0 && current < god.upper; ++step) {
            const int cell = static_cast<int>(random.below(static_cast<std::uint32_t>(n)));
            presses.flip(cell);
            if (const int now = measure(presses); now >= current) current = now;
            else presses.flip(cell);
        }
        if (current > god.lower) {
            god.lower = current;
            god.witness = presses;
            god.lower_reason =
                fmt::format("a climb over single presses, each press set measured by the cross's solver ({} steps)", steps);
        }
    } else if (god.nullity <= options.gray_witness_max_dimension && options.climb_work > 0) {
        Random random(options.seed);
        std::vector<int> a(classes.cells.size());
        for (std::size_t c = 0; c < a.size(); ++c)
            a[c] = classes.size(c) / 2 + (classes.size(c) % 2 == 1 && random.coin() ? 1 : 0);
        const BitVector presses = press_set(shape, classes, a);
        CosetOptions every_vector;
        every_vector.method = CosetMethod::gray;
        const CosetMinimum measured = coset_minimum(presses, system.kernel, every_vector);
        if (stop_requested()) throw stopped_search(shape);
        if (measured.proven && measured.weight > god.lower) {
            god.lower = measured.weight;
            god.witness = presses;
            god.lower_reason = fmt::format(
                "half of every class pressed, the odd ones' extra cell at random, measured over all 2^{} kernel vectors",
                god.nullity);
        }
        if (options.wide_work > 0 && measured.proven && god.lower < god.upper)
            wide_kernel_tabu(shape, classes, system, a, measured.weight, options, god);
    }
}

// From below a climb over class counts; then the gap closed from the top
// by the branch and bound (each target proved out of reach lowers the upper
// bound; a target reached is God's number), a tabu search for a better
// witness, and the integer program, each within its budget.
void climb_and_close(const FlipBoard& shape, const KernelClasses& classes, const FlipGodOptions& options,
                     const std::string& span_note, FlipGodNumber& god) {
    std::vector<int> lower_counts(classes.cells.size(), 0);  // the class counts of the witness
    if (options.climb_work > 0) {
        auto [least, a] = climb(classes, god.upper - classes.offset(), options);
        lower_counts = a;
        god.lower = classes.offset() + least;
        god.witness = press_set(shape, classes, a);
        god.lower_reason = "a climb over class counts found this press set" + span_note;
    } else {
        god.lower = classes.offset();
        god.witness = press_set(shape, classes, std::vector<int>(classes.cells.size(), 0));
        god.lower_reason = "the cells in no kernel vector";
    }
    if (god.exact() || classes.nullity > options.search_max_dimension) return;
    ClassSearch search(classes, options.max_nodes, options.max_work);
    for (int target = god.upper; target > god.lower; --target) {
        std::vector<int> counts;
        if (search.reaches(target - classes.offset(), counts)) {
            god.lower = fewest_presses(classes, counts);
            god.witness = press_set(shape, classes, counts);
            god.lower_reason = "the branch and bound found this press set" + span_note;
            god.upper = god.lower;
            break;
        }
        if (search.out_of_nodes()) break;
        god.upper = target - 1;
        god.upper_reason = fmt::format(
            "branch and bound over the class counts: no press set is {} from every kernel vector "
            "({} nodes){}",
            target, search.nodes(), span_note);
    }
    god.nodes += search.nodes();
    if (!god.exact() && options.tabu_work > 0) {
        auto [least, a] = tabu_search(classes, god.lower - classes.offset(), lower_counts, god.upper - classes.offset(), options);
        if (classes.offset() + least > god.lower) {
            god.lower = fewest_presses(classes, a);  // re-measured
            god.witness = press_set(shape, classes, a);
            god.lower_reason = "a tabu search over class counts found this press set" + span_note;
        }
    }
    std::vector<int> fixed;  // the relaxation's best fixing of the translations, for the program too
    if (!god.exact() && classes.nullity <= options.relaxation_max_dimension)
        fixed = bound_by_relaxation(shape, classes, options.relaxation_tries, god, span_note);
    if (!god.exact() && classes.nullity <= options.program_max_dimension && options.program_work > 0)
        close_by_program(classes, options, shape, god, span_note, fixed);
}

}  // namespace

namespace {

// The classes the branch and bound runs on (the odd classes' span), as flip_god_number has them.
KernelClasses searched_classes(const FlipBoard& shape, const char* who) {
    const Gf2Solution system = solve_gf2(flip_press_matrix(shape), BitVector(shape.cell_count()));
    if (system.kernel.empty()) throw std::invalid_argument(fmt::format("{}: an invertible size has no kernel to search", who));
    if (system.kernel.size() > 32) throw std::invalid_argument(fmt::format("{}: nullity past 32", who));
    KernelClasses classes = kernel_classes(shape, system.kernel);
    if (classes.any_odd) restrict_to_odd_span(classes);
    if (classes.nullity > 24)
        throw std::invalid_argument(
            fmt::format("{}: the search's nullity {} is past 24 (2^nullity distances a node)", who, classes.nullity));
    return classes;
}

}  // namespace

FlipClassSearchCount count_class_search(const FlipBoard& shape, int target, std::uint64_t max_nodes) {
    const KernelClasses classes = searched_classes(shape, "count_class_search");
    ClassSearch search(classes, max_nodes, ~std::uint64_t{0});
    std::vector<int> counts;
    FlipClassSearchCount count;
    count.reached = search.reaches(target - classes.offset(), counts);
    count.complete = !search.out_of_nodes();
    count.nodes = search.nodes();
    count.work = search.work();
    return count;
}

FlipClassSearchEstimate estimate_class_search(const FlipBoard& shape, int target, std::uint64_t probes) {
    const KernelClasses classes = searched_classes(shape, "estimate_class_search");
    ClassSearch search(classes, ~std::uint64_t{0}, ~std::uint64_t{0});
    FlipClassSearchEstimate estimate = search.estimate(target - classes.offset(), probes);
    estimate.target = target;  // the probes' target is past the classes' offset
    estimate.nullity = classes.nullity;
    estimate.classes = static_cast<int>(classes.cells.size());
    return estimate;
}

FlipGodNumber flip_god_number(const FlipBoard& shape, const FlipGodOptions& options) {
    const auto started = std::chrono::steady_clock::now();
    FlipGodNumber god;
    const Gf2Solution system = solve_gf2(flip_press_matrix(shape), BitVector(shape.cell_count()));
    god.nullity = static_cast<int>(system.kernel.size());
    std::optional<CrossColumnsAnswer> column_search;  // the odd x odd cross's search over column classes, when it ran
    if (god.nullity == 0) {
        invertible(shape.cell_count(), god);
        return checked(shape, god, std::nullopt, std::nullopt, started);
    }
    if (has_cross_closed_form(shape, options)) {
        cross_closed_form(shape, god);
        return checked(shape, god, std::nullopt, std::nullopt, started);
    }
    KernelClasses classes = kernel_classes(shape, system.kernel);
    god.classes = static_cast<int>(classes.cells.size());
    god.support = classes.support;
    upper_bound(shape, classes, god);
    if (cross_by_columns(shape, options, god, column_search)) return checked(shape, god, column_search, std::nullopt, started);
    const std::optional<CrossColumnsAnswer> column_climb = cross_by_column_climb(shape, options, column_search);
    if (!classes.any_odd) {
        parity_bound(shape, classes, god);
        return checked(shape, god, column_search, column_climb, started);
    }
    // The odd classes' span (points exist up to nullity 32; the searches stop at 30).
    if (god.nullity <= 32) restrict_to_odd_span(classes);
    const std::string span_note =
        classes.nullity == god.nullity
            ? std::string()
            : fmt::format(" (on the span of the odd classes, dimension {} of {}: the rest pressed by half)", classes.nullity,
                          god.nullity);
    if (classes.nullity > std::min(options.climb_max_dimension, 30)) wide_kernel_witness(shape, classes, system, options, god);
    else climb_and_close(shape, classes, options, span_note, god);
    if (!god.exact() && options.subcode_dimension > 0 && options.subcode_dimension < god.nullity &&
        classes.nullity > options.relaxation_max_dimension)
        bound_by_subcode(shape, system, options, god);
    return checked(shape, god, column_search, column_climb, started);
}

}  // namespace puzzlebox
