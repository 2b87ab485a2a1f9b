// Jump graph measures with Boost.Graph: breadth-first search forward from the
// start and on the reversed graph from the goal, Tarjan's strong components.
#include "analyze/jump/jump_graph.hpp"

#include <cstdint>

#include <boost/graph/breadth_first_search.hpp>
#include <boost/graph/reverse_graph.hpp>
#include <boost/graph/strong_components.hpp>
#include <fmt/format.h>

#include "support/memory_budget.hpp"

namespace puzzlebox {

namespace {

struct RecordDiscovered : boost::default_bfs_visitor {
    std::vector<char>* seen = nullptr;
    template <class Vertex, class Graph>
    void discover_vertex(Vertex v, const Graph&) const {
        (*seen)[v] = 1;
    }
};

template <class Graph>
std::vector<char> discovered_from(const Graph& graph, int source) {
    std::vector<char> seen(boost::num_vertices(graph), 0);
    RecordDiscovered visitor;
    visitor.seen = &seen;
    boost::breadth_first_search(graph, boost::vertex(static_cast<std::size_t>(source), graph), boost::visitor(visitor));
    return seen;
}

}  // namespace

JumpGraph build_jump_graph(const JumpBoard& board) {
    JumpGraph graph(static_cast<std::size_t>(board.cell_count()));
    for (int from = 0; from < board.cell_count(); ++from)
        for_each_jump(board, from,
                      [&](int to) { boost::add_edge(static_cast<std::size_t>(from), static_cast<std::size_t>(to), graph); });
    return graph;
}

JumpGraphMeasures measure_jump_graph(const JumpBoard& board) {
    // Measured: the adjacency lists, their reverse and Tarjan's arrays peak at
    // about 500 bytes a cell (527 MB for 1000x1000, 4.6 GB for 3000x3000).
    constexpr std::uint64_t bytes_per_cell = 520;
    check_memory(static_cast<std::uint64_t>(board.cell_count()) * bytes_per_cell,
                 fmt::format("the jump graph of a {}x{} board (Boost.Graph adjacency lists)", board.rows, board.cols));
    const JumpGraph graph = build_jump_graph(board);
    JumpGraphMeasures m;
    m.reachable = discovered_from(graph, board.start_index());
    m.coreachable = discovered_from(boost::make_reverse_graph(graph), board.goal_index());

    std::vector<int> component(boost::num_vertices(graph));
    boost::strong_components(graph, boost::make_iterator_property_map(component.begin(), boost::get(boost::vertex_index, graph)));
    std::vector<char> component_seen(component.size(), 0);
    std::size_t jumps = 0;
    for (std::size_t cell = 0; cell < component.size(); ++cell) {
        if (!m.reachable[cell]) continue;
        ++m.reachable_count;
        jumps += boost::out_degree(cell, graph);
        if (!m.coreachable[cell]) ++m.dead_cells;
        if (!component_seen[component[cell]]) {
            component_seen[component[cell]] = 1;
            ++m.components;
        }
    }
    for (char c : m.coreachable) m.coreachable_count += c;
    m.branching = static_cast<double>(jumps) / m.reachable_count;
    return m;
}

}  // namespace puzzlebox
