//! The search: iterative deepening, principal variation search with a transposition
//! table, quiescence over captures and promotions, check extensions, null-move pruning,
//! late-move reductions and pruning, reverse futility; repetition, the count and bare
//! khuns scored as the rules score them, so the stronger side hurries and the weaker one
//! runs the count down.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use crate::platform::Instant;

use crate::makruk::rules::{Color, Game, Move, MoveList, Position, Role};

use super::correction::{self, Correction};
use super::eval::{evaluate, role_value};
use super::nnue::{self, AccumulatorStack, Evaluate};
use super::params::*;
use super::see::see_at_least;
use super::time::{Limits, budget};
use super::tt::{self, Bound, PackedMove, Table};
use super::tune::SearchParams;

/// A root move and what the last search said of it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RootMove {
    pub mv: Move,
    pub score: i32,
    /// The score is exact (the move was searched with an open window), not just a bound.
    pub exact: bool,
    pub pv: Vec<Move>,
    depth: u32,
    /// The move failed high at the root's window: its score is a lower bound.
    lower: bool,
}

impl RootMove {
    /// Whether the search at `depth` settled this move: an exact score, or one above the
    /// window (a fail high, at least that good).
    fn settled_at(&self, depth: u32) -> bool {
        self.depth == depth && (self.exact || self.lower)
    }
}

/// What a finished iteration found, for UCI's `info` lines.
#[derive(Clone, Debug)]
pub struct Report {
    pub depth: u32,
    pub seldepth: u32,
    pub score: i32,
    pub nodes: u64,
    pub elapsed: Duration,
    pub pv: Vec<Move>,
    pub hashfull: u32,
}

/// A search's answer. `best` is `None` only where there is no legal move.
#[derive(Clone, Debug)]
pub struct SearchResult {
    pub best: Option<Move>,
    pub score: i32,
    pub depth: u32,
    pub nodes: u64,
    pub elapsed: Duration,
    pub pv: Vec<Move>,
    /// Every root move, best first; the first `multipv` have exact scores.
    pub root: Vec<RootMove>,
}

/// A score as UCI says it: centipawns, or mate in moves (negative: being mated).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Score {
    Cp(i32),
    Mate(i32),
}

impl Score {
    pub fn from_internal(score: i32) -> Score {
        if score > MATE_BOUND {
            Score::Mate((MATE - score + 1) / 2)
        } else if score < -MATE_BOUND {
            Score::Mate(-((MATE + score) / 2))
        } else {
            Score::Cp(score)
        }
    }
}

impl std::fmt::Display for Score {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Score::Cp(cp) => write!(f, "cp {cp}"),
            Score::Mate(m) => write!(f, "mate {m}"),
        }
    }
}

/// The keys of the positions before the game's current one, back to the last capture or
/// bia move (earlier ones cannot come again): what the search needs for repetition.
pub fn history_keys(game: &Game) -> Vec<u64> {
    let mut keys = Vec::new();
    let mut position = *game.start();
    for mv in game.moves() {
        keys.push(position.key());
        if mv.is_capture() || mv.role == Role::Bia {
            keys.clear();
        }
        position.play_unchecked(mv);
    }
    keys
}

/// A search begun by [`Searcher::begin`], which [`Searcher::resume`] takes on: its root,
/// its limits and where its iterative deepening stands.
pub struct Run {
    position: Position,
    history: Vec<u64>,
    infinite: bool,
    soft: Option<Duration>,
    multipv: usize,
    root: Vec<RootMove>,
    max_depth: u32,
    /// The depth being searched, and the deepest finished.
    depth: u32,
    depth_done: u32,
    /// A paused depth: its root before it began, and the window it was searched in.
    attempt: Option<(Vec<RootMove>, Window)>,
    /// When the search paused; `None` while it is not paused.
    paused: Option<Instant>,
}

/// How often a search that may pause looks at the clock, in nodes (a power of two less
/// one): every 128 nodes, a fraction of a millisecond in a browser.
const PAUSE_CHECK: u64 = 127;

pub struct Searcher {
    tt: Table,
    history: Vec<[i32; 64]>,
    /// Continuation history: how a quiet move fared after a given move one and two plies
    /// before it, indexed by both moves' `piece_to`: the move order's best guide among
    /// quiet moves.
    continuation: Vec<i16>,
    /// Capture history: how a capture or promotion fared, by the moving piece, its square
    /// and what it took (`capture_slot`): orders the captures among themselves beyond
    /// what the victim is worth.
    capture_history: Vec<i16>,
    /// What searches found beyond the static eval, by bia structure and material: the
    /// static eval every pruning decision reads is corrected by it.
    correction: Correction,
    /// Per ply of the line being searched: the static eval and the move played from it.
    stack: [Frame; MAX_PLY + 2],
    killers: [[PackedMove; 2]; MAX_PLY],
    keys: Vec<u64>,
    pv: Vec<[Option<Move>; MAX_PLY]>,
    pv_len: [usize; MAX_PLY],
    /// The margins the search prunes and reduces by (`params.rs`'s unless a tuner set them).
    params: SearchParams,
    lmr: Vec<[i32; 64]>,
    stop: Arc<AtomicBool>,
    nodes: u64,
    node_limit: Option<u64>,
    start: Instant,
    hard: Option<Duration>,
    stopped: bool,
    /// When to pause (`Searcher::resume`), and whether the search has: a pause stops it
    /// as a stop does, and the search is taken up again later.
    pause: Option<Instant>,
    paused: bool,
    seldepth: usize,
    root_depth: i32,
    evaluate: Evaluate,
    /// The learned evaluation's accumulators along the line being searched, one per ply.
    accumulators: AccumulatorStack,
    /// The correction's keys along the line being searched, one per ply.
    correction_keys: Vec<correction::Keys>,
}

impl Searcher {
    pub fn new(hash_mb: usize) -> Searcher {
        Searcher::with_stop(hash_mb, Arc::new(AtomicBool::new(false)))
    }

    /// A searcher that stops as soon as `stop` is set (another thread may set it).
    pub fn with_stop(hash_mb: usize, stop: Arc<AtomicBool>) -> Searcher {
        let params = SearchParams::default();
        Searcher {
            tt: Table::new(hash_mb),
            history: vec![[0; 64]; 12],
            continuation: vec![0; CONTINUATION_LEN],
            capture_history: vec![0; CAPTURE_HISTORY_LEN],
            correction: Correction::new(),
            stack: [Frame::EMPTY; MAX_PLY + 2],
            killers: [[PackedMove::NONE; 2]; MAX_PLY],
            keys: Vec::with_capacity(512),
            pv: vec![[None; MAX_PLY]; MAX_PLY],
            pv_len: [0; MAX_PLY],
            lmr: params.lmr_table(),
            params,
            stop,
            nodes: 0,
            node_limit: None,
            start: Instant::now(),
            hard: None,
            stopped: false,
            pause: None,
            paused: false,
            seldepth: 0,
            root_depth: 0,
            evaluate: Evaluate::Hand,
            accumulators: AccumulatorStack::new(MAX_PLY + 2),
            correction_keys: Vec::with_capacity(MAX_PLY + 2),
        }
    }

    /// How positions are evaluated from the next search on (the hand evaluation unless
    /// told otherwise).
    pub fn set_evaluate(&mut self, evaluate: Evaluate) {
        self.evaluate = evaluate;
    }

    pub fn evaluation(&self) -> &Evaluate {
        &self.evaluate
    }

    /// The margins from the next search on (a tuner's; the shipped ones are the default).
    pub fn set_params(&mut self, params: SearchParams) {
        self.lmr = params.lmr_table();
        self.params = params;
    }

    /// Make: the accumulators after `mv`, played by `us`, which led to `child` (the learned
    /// evaluation only).
    #[inline]
    fn make(&mut self, mv: Move, us: Color, child: &Position) {
        if let Evaluate::Learned(net) = &self.evaluate {
            self.accumulators.push(net, mv, us, child.board());
        }
        let keys = self.correction_keys();
        self.correction_keys.push(keys.after(mv, us, child.board()));
    }

    #[inline]
    fn make_null(&mut self) {
        if self.evaluate.is_learned() {
            self.accumulators.push_null();
        }
        self.correction_keys.push(self.correction_keys());
    }

    /// Unmake: back to the accumulators before the last make.
    #[inline]
    fn unmake(&mut self) {
        if self.evaluate.is_learned() {
            self.accumulators.pop();
        }
        self.correction_keys.pop();
    }

    /// The correction's keys of the position the line is at.
    #[inline]
    fn correction_keys(&self) -> correction::Keys {
        *self
            .correction_keys
            .last()
            .expect("the root's keys are pushed when a search enters it")
    }

    /// The static evaluation of `position`, the position the accumulators are at.
    #[inline]
    fn static_eval(&self, position: &Position) -> i32 {
        match &self.evaluate {
            Evaluate::Hand => evaluate(position),
            Evaluate::Learned(net) => nnue::scaled(
                position,
                net.output(self.accumulators.top(), position.turn()),
            ),
        }
    }

    pub fn stop_flag(&self) -> Arc<AtomicBool> {
        self.stop.clone()
    }

    /// A new size of table (UCI `Hash`); what it knew is lost.
    pub fn resize(&mut self, hash_mb: usize) {
        self.tt = Table::new(hash_mb);
    }

    /// Forgets everything learnt (UCI `ucinewgame`).
    pub fn clear(&mut self) {
        self.tt.clear();
        for h in &mut self.history {
            h.fill(0);
        }
        self.continuation.fill(0);
        self.capture_history.fill(0);
        self.correction.clear();
        self.killers = [[PackedMove::NONE; 2]; MAX_PLY];
    }

    /// Searches `position`, whose game had the positions `history` before it (see
    /// [`history_keys`]), within `limits`, keeping exact scores for the best `multipv`
    /// root moves. `on_iteration` hears of each finished depth.
    pub fn search(
        &mut self,
        position: &Position,
        history: &[u64],
        limits: Limits,
        multipv: usize,
        on_iteration: &mut dyn FnMut(&Report),
    ) -> SearchResult {
        let mut run = self.begin(position, history, limits, multipv);
        loop {
            if let Some(result) = self.resume(&mut run, None, on_iteration) {
                return result;
            }
        }
    }

    /// Begins the search [`Searcher::search`] does, to be done by [`Searcher::resume`],
    /// which may pause it and go on later (the web edition's computer, between frames).
    pub fn begin(
        &mut self,
        position: &Position,
        history: &[u64],
        limits: Limits,
        multipv: usize,
    ) -> Run {
        self.start = Instant::now();
        let budget = budget(&limits);
        self.hard = budget.hard;
        self.node_limit = if limits.infinite { None } else { limits.nodes };
        self.nodes = 0;
        self.stopped = false;
        self.paused = false;
        self.seldepth = 0;
        self.tt.new_search();
        for h in &mut self.history {
            for v in h.iter_mut() {
                *v /= HISTORY_AGEING;
            }
        }
        for v in self
            .continuation
            .iter_mut()
            .chain(&mut self.capture_history)
        {
            *v /= HISTORY_AGEING as i16;
        }
        self.enter(position, history);
        let multipv = multipv.max(1);

        let legal = position.legal_moves();
        let mut root: Vec<RootMove> = legal
            .iter()
            .map(|&mv| RootMove {
                mv,
                score: -INFINITY,
                exact: false,
                pv: vec![mv],
                depth: 0,
                lower: false,
            })
            .collect();
        // A first order before depth 1: captures by MVV-LVA, the rest as generated.
        root.sort_by_key(|r| -capture_order(r.mv));

        let max_depth = if limits.infinite {
            (MAX_PLY - 4) as u32
        } else if root.len() == 1 && limits.depth.is_none() {
            1
        } else {
            limits
                .depth
                .unwrap_or((MAX_PLY - 4) as u32)
                .min((MAX_PLY - 4) as u32)
        };
        Run {
            position: *position,
            history: history.to_vec(),
            infinite: limits.infinite,
            soft: budget.soft,
            multipv,
            root,
            max_depth,
            depth: 1,
            depth_done: 0,
            attempt: None,
            paused: None,
        }
    }

    /// The line from the root: the positions' keys, the stack and the accumulators.
    fn enter(&mut self, position: &Position, history: &[u64]) {
        self.stack = [Frame::EMPTY; MAX_PLY + 2];
        self.keys.clear();
        self.keys.extend_from_slice(history);
        self.keys.push(position.key());
        if let Evaluate::Learned(net) = &self.evaluate {
            self.accumulators.reset(net, position.board());
        }
        self.correction_keys.clear();
        self.correction_keys
            .push(correction::Keys::of(position.board()));
        if !position.is_check() {
            self.stack[0].eval = self.static_eval(position);
        }
    }

    /// Goes on with `run` until it is done (its result) or, once `pause` has come, pauses
    /// it (`None`: call again to go on). Without a pause, it is done in one call. A paused
    /// search takes its depth up again from the root, where the table finds at once what
    /// it had searched; the time it was paused is not counted as its thinking.
    pub fn resume(
        &mut self,
        run: &mut Run,
        pause: Option<Instant>,
        on_iteration: &mut dyn FnMut(&Report),
    ) -> Option<SearchResult> {
        if let Some(paused) = run.paused.take() {
            self.start += paused.elapsed();
            self.stopped = false;
            self.paused = false;
            self.enter(&run.position, &run.history);
        }
        self.pause = pause;
        let position = run.position;
        let multipv = run.multipv;
        if !run.root.is_empty() {
            while run.depth <= run.max_depth {
                let depth = run.depth;
                self.root_depth = depth as i32;
                let (before, mut window) = run.attempt.take().unwrap_or_else(|| {
                    let window = Window::around(
                        run.root[0].score,
                        depth,
                        multipv,
                        self.params.aspiration_delta,
                    );
                    (run.root.clone(), window)
                });
                loop {
                    // What a pause gives back: the root as this attempt found it.
                    let found = pause.map(|_| run.root.clone());
                    let fail = self.search_root(&position, depth, &mut run.root, multipv, window);
                    if self.paused
                        && let Some(found) = found
                    {
                        run.root = found;
                        run.attempt = Some((before, window));
                        run.paused = Some(Instant::now());
                        return None;
                    }
                    let Some(fail) = fail else { break };
                    if self.stopped {
                        break;
                    }
                    if let Fail::High(i) = fail {
                        // The move that failed high is tried first in the wider window.
                        run.root[..=i].rotate_right(1);
                    }
                    window = window.widen(fail, run.root[0].score);
                }
                if self.stopped {
                    // Keep what this depth finished, if it settled a move (an exact score or
                    // one above the window); with several exact scores wanted, only a whole
                    // depth is consistent.
                    if multipv == 1 && run.root.iter().any(|r| r.settled_at(depth)) {
                        sort_partial(&mut run.root, depth);
                    } else {
                        run.root = before;
                    }
                    break;
                }
                run.depth_done = depth;
                run.depth += 1;
                let best = &run.root[0];
                on_iteration(&Report {
                    depth,
                    seldepth: self.seldepth as u32,
                    score: best.score,
                    nodes: self.nodes,
                    elapsed: self.start.elapsed(),
                    pv: best.pv.clone(),
                    hashfull: self.tt.hashfull(),
                });
                if !run.infinite {
                    if let Some(soft) = run.soft
                        && self.start.elapsed().as_secs_f64() > soft.as_secs_f64() * ITERATION_SHARE
                    {
                        break;
                    }
                    let mate_plies = MATE - best.score.abs();
                    if best.score.abs() > MATE_BOUND && depth as i32 >= mate_plies + 4 {
                        break;
                    }
                }
            }
        }
        let best = run.root.first();
        Some(SearchResult {
            best: best.map(|r| r.mv),
            score: best.map_or(0, |r| r.score),
            depth: run.depth_done,
            nodes: self.nodes,
            elapsed: self.start.elapsed(),
            pv: best.map_or_else(Vec::new, |r| r.pv.clone()),
            root: std::mem::take(&mut run.root),
        })
    }

    /// One depth's search of the root moves within `window`: `None` when it settled, or
    /// how it failed (every move at or below the window, or move `i` at or above it).
    fn search_root(
        &mut self,
        position: &Position,
        depth: u32,
        root: &mut [RootMove],
        multipv: usize,
        window: Window,
    ) -> Option<Fail> {
        let depth = depth as i32;
        let Window {
            alpha: lo,
            beta: hi,
            ..
        } = window;
        let mut exact_scores: Vec<i32> = Vec::new();
        for (i, r) in root.iter_mut().enumerate() {
            let mv = r.mv;
            let open = exact_scores.len() < multipv;
            let alpha = if open {
                lo
            } else {
                exact_scores[multipv - 1].max(lo)
            };
            let mut child = *position;
            child.play_unchecked(mv);
            let gives_check = child.is_check();
            let new_depth = depth - 1 + i32::from(gives_check);
            self.keys.push(child.key());
            let irreversible = if mv.is_capture() || mv.role == Role::Bia {
                self.keys.len() - 1
            } else {
                0
            };
            self.pv_len[1] = 1;
            self.stack[0].moved = Some(piece_to(position.turn(), mv));
            self.make(mv, position.turn(), &child);
            // The first move (the first `multipv` with several wanted) gets the whole window;
            // the rest a null window first, searched again only if they beat alpha.
            let score = if open && (i == 0 || multipv > 1) {
                -self.alpha_beta(&child, new_depth, 1, -hi, -lo, irreversible, true)
            } else {
                let s =
                    -self.alpha_beta(&child, new_depth, 1, -alpha - 1, -alpha, irreversible, true);
                if s > alpha && !self.stopped {
                    -self.alpha_beta(&child, new_depth, 1, -hi, -alpha, irreversible, true)
                } else {
                    s
                }
            };
            self.unmake();
            self.keys.pop();
            if self.stopped {
                return None;
            }
            r.depth = depth as u32;
            r.score = score;
            r.lower = score >= hi;
            r.exact = score > alpha && !r.lower;
            if r.lower {
                return Some(Fail::High(i));
            }
            if r.exact {
                r.pv.clear();
                r.pv.push(mv);
                let len = self.pv_len[1];
                r.pv.extend(self.pv[1][1..len].iter().flatten());
                exact_scores.push(score);
                exact_scores.sort_by(|a, b| b.cmp(a));
            }
        }
        if exact_scores.is_empty() {
            return Some(Fail::Low);
        }
        // Best first; a stable sort keeps the earlier order among equal scores.
        root.sort_by(|a, b| b.exact.cmp(&a.exact).then(b.score.cmp(&a.score)));
        None
    }

    fn should_stop(&mut self) -> bool {
        if self.stopped {
            return true;
        }
        if self.node_limit.is_some_and(|n| self.nodes >= n) {
            self.stopped = true;
        } else if self.nodes & 1023 == 0 {
            if self.stop.load(Ordering::Relaxed) {
                self.stopped = true;
            } else if let Some(hard) = self.hard
                && self.start.elapsed() >= hard
            {
                self.stopped = true;
            }
        } else if self.nodes & PAUSE_CHECK == 0
            && self.pause.is_some_and(|pause| Instant::now() >= pause)
        {
            self.stopped = true;
            self.paused = true;
        }
        self.stopped
    }

    /// Whether the position at the end of `keys` occurred before, after `since`.
    fn repeated(&self, since: usize) -> bool {
        let n = self.keys.len();
        let current = self.keys[n - 1];
        let mut i = n as isize - 3;
        while i >= since as isize {
            if self.keys[i as usize] == current {
                return true;
            }
            i -= 2;
        }
        false
    }

    #[allow(clippy::too_many_arguments)]
    fn alpha_beta(
        &mut self,
        position: &Position,
        depth: i32,
        ply: usize,
        mut alpha: i32,
        mut beta: i32,
        since: usize,
        null_ok: bool,
    ) -> i32 {
        self.pv_len[ply] = ply;
        if depth <= 0 {
            return self.quiesce(position, ply, alpha, beta);
        }
        self.nodes += 1;
        if self.should_stop() {
            return 0;
        }
        self.seldepth = self.seldepth.max(ply);
        let pv_node = beta - alpha > 1;
        let board = position.board();
        if board.only_khuns() || self.repeated(since) {
            return 0;
        }
        alpha = alpha.max(-MATE + ply as i32);
        beta = beta.min(MATE - ply as i32 - 1);
        if alpha >= beta {
            return alpha;
        }
        if ply >= MAX_PLY - 1 {
            return self.static_eval(position);
        }
        let key = tt::key(position);
        let hit = self.tt.probe(key, ply);
        let tt_move = hit.map_or(PackedMove::NONE, |h| h.mv);
        if let Some(score) = hit.and_then(|h| table_cutoff(h, depth, alpha, beta))
            && !pv_node
        {
            return score;
        }
        let in_check = position.is_check();
        let count_over = position.count().is_some_and(|c| c.is_exhausted());
        let depth = if depth >= IIR_DEPTH && hit.is_none() && !in_check {
            depth - 1
        } else {
            depth
        };
        // The table keeps the evaluation's own word; the correction is applied as it stands.
        let raw_eval = match hit {
            _ if in_check => -INFINITY,
            Some(h) => h.eval,
            None => self.static_eval(position),
        };
        let static_eval = if in_check {
            -INFINITY
        } else {
            self.correction
                .corrected(position, self.correction_keys(), raw_eval)
        };
        self.stack[ply].eval = static_eval;
        // Better than two plies ago: the side to move is making progress, so prune and
        // reduce its moves less.
        let improving = !in_check && ply >= 2 && static_eval > self.stack[ply - 2].eval;
        // The node's pruning needs no moves, so a node it cuts is spared their generation
        // (the moves are about a fifth of the search's time). It may cut a stalemate, which
        // has no moves: rare where the side to move stands far above beta, and the price of
        // not generating them everywhere, as engines do. A count run out is drawn unless the side
        // to move is mated, which the moves tell.
        if !pv_node
            && !in_check
            && !count_over
            && let Some(score) =
                self.prune_node(position, depth, ply, beta, static_eval, null_ok, improving)
        {
            return score;
        }
        let mut moves = MoveList::new();
        position.legal_moves_into(&mut moves);
        if moves.is_empty() {
            return if in_check { -MATE + ply as i32 } else { 0 };
        }
        if count_over {
            return 0;
        }

        let us = position.turn();
        let killers = self.killers[ply];
        let mut order = self.move_order(position, &moves, tt_move, killers, ply);
        // The table's move takes or promotes: the quiet moves are less likely to matter.
        let tt_noisy = moves
            .iter()
            .any(|&m| tt_move.matches(m) && (m.is_capture() || m.promotion));
        let old_alpha = alpha;
        let mut best = -INFINITY;
        let mut best_move: Option<Move> = None;
        let mut searched = 0usize;
        let mut quiets: [Option<Move>; 48] = [None; 48];
        let mut n_quiets = 0;
        let mut noisies: [Option<Move>; 32] = [None; 32];
        let mut n_noisies = 0;
        let n = moves.len();
        for i in 0..n {
            // Selection: the best-ordered move left comes next.
            let pick = best_left(&order[..n], i);
            moves.as_mut_slice().swap(i, pick);
            order.swap(i, pick);
            let mv = moves[i];
            let quiet = !mv.is_capture() && !mv.promotion;
            let mut child = *position;
            child.play_unchecked(mv);
            let gives_check = child.is_check();
            let extension = i32::from(gives_check && (ply as i32) < 2 * self.root_depth);
            let new_depth = depth - 1 + extension;
            let node = Node {
                depth,
                ply,
                pv: pv_node,
                improving,
                tt_noisy,
            };
            let reduction = if searched == 0 || in_check || gives_check {
                0
            } else if quiet {
                self.reduction(node, new_depth, searched, us, mv, killers)
            } else if !see_at_least(position, mv, 0) {
                self.losing_capture_reduction(node, new_depth, searched)
            } else {
                0
            };
            // A quiet move is judged at the depth it would be searched at after its
            // reduction: a move the search would reduce to a shallow look is pruned as a
            // move at that depth would be.
            let lmr_depth = (new_depth - reduction).max(0);
            // Quiet moves late in the list, or hopeless far below alpha, are not tried.
            let calm = !pv_node && !in_check && !gives_check;
            let plain = calm && quiet;
            if plain
                && quiet_move_pruned(
                    &self.params,
                    node,
                    lmr_depth,
                    searched,
                    best,
                    alpha,
                    static_eval,
                )
            {
                continue;
            }
            // At a shallow depth, a move that loses more than a margin on its square is not
            // tried (more is let through the deeper the node, quiet moves' margin growing
            // faster: a piece given there may be bait).
            if calm && searched > 0 && best > -MATE_BOUND {
                let margin = if quiet && lmr_depth <= SEE_PRUNE_DEPTH {
                    Some(self.params.see_quiet_margin * lmr_depth * lmr_depth)
                } else if !quiet && depth <= SEE_PRUNE_DEPTH {
                    Some(self.params.see_noisy_margin * depth)
                } else {
                    None
                };
                if margin.is_some_and(|m| !see_at_least(position, mv, -m)) {
                    continue;
                }
            }
            self.keys.push(child.key());
            let child_since = if mv.is_capture() || mv.role == Role::Bia {
                self.keys.len() - 1
            } else {
                since
            };
            let child_node = Child {
                position: &child,
                depth: new_depth,
                since: child_since,
            };
            self.stack[ply].moved = Some(piece_to(us, mv));
            self.make(mv, us, &child);
            let score = self.search_child(child_node, ply, alpha, beta, searched == 0, reduction);
            self.unmake();
            self.keys.pop();
            if self.stopped {
                return 0;
            }
            searched += 1;
            if score > best {
                best = score;
                best_move = Some(mv);
                if score > alpha {
                    alpha = score;
                    self.extend_pv(ply, mv);
                    if alpha >= beta {
                        if quiet {
                            self.reward(us, mv, depth, &quiets[..n_quiets], ply);
                        } else {
                            self.reward_capture(us, mv, depth);
                        }
                        self.punish_captures(us, depth, &noisies[..n_noisies]);
                        break;
                    }
                }
            }
            if quiet && n_quiets < quiets.len() {
                quiets[n_quiets] = Some(mv);
                n_quiets += 1;
            } else if !quiet && n_noisies < noisies.len() {
                noisies[n_noisies] = Some(mv);
                n_noisies += 1;
            }
        }
        let bound = if best >= beta {
            Bound::Lower
        } else if best > old_alpha {
            Bound::Exact
        } else {
            Bound::Upper
        };
        let packed = best_move.map_or(PackedMove::NONE, PackedMove::new);
        self.tt
            .store(key, ply, packed, best, raw_eval, depth, bound);
        // What the search found against the static eval, where a quiet move (or none) was
        // best and the bound says on which side the truth lies.
        let quiet_best = best_move.is_none_or(|m| !m.is_capture() && !m.promotion);
        let informative = match bound {
            Bound::Exact => true,
            Bound::Lower => best > static_eval,
            Bound::Upper => best < static_eval,
        };
        if !in_check && quiet_best && informative && best.abs() < MATE_BOUND {
            let keys = self.correction_keys();
            self.correction
                .learn(position, keys, depth, best, static_eval);
        }
        best
    }

    /// Before any move is tried at a node that is neither a PV node nor in check:
    /// razoring (the static eval is far below alpha), reverse futility (far above beta)
    /// and the null move (passing still holds beta). The score to return when the node is cut.
    #[allow(clippy::too_many_arguments)]
    fn prune_node(
        &mut self,
        position: &Position,
        depth: i32,
        ply: usize,
        beta: i32,
        static_eval: i32,
        null_ok: bool,
        improving: bool,
    ) -> Option<i32> {
        // Razoring: so far below alpha at a shallow depth that only a capture could lift
        // it; quiescence decides, and settles the node when even that fails.
        let alpha = beta - 1;
        let p = self.params;
        if depth <= RAZOR_DEPTH
            && static_eval + p.razor_base + p.razor_margin * depth * depth <= alpha
            && alpha.abs() < MATE_BOUND
        {
            let score = self.quiesce(position, ply, alpha, beta);
            if self.stopped {
                return Some(0);
            }
            if score <= alpha {
                return Some(score);
            }
        }
        if depth <= RFP_DEPTH
            && static_eval - p.rfp_margin * (depth - i32::from(improving)) >= beta
            && beta.abs() < MATE_BOUND
        {
            return Some(static_eval);
        }
        if null_ok
            && depth >= NULL_MIN_DEPTH
            && static_eval >= beta
            && beta.abs() < MATE_BOUND
            && null_move_is_safe(position)
        {
            // Reduced more the further the static eval stands above beta.
            let r = NULL_BASE + depth / NULL_DIVISOR + ((static_eval - beta) / p.null_eval).min(3);
            let mut child = *position;
            child.play_null();
            self.keys.push(child.key());
            let since_null = self.keys.len() - 1;
            self.stack[ply].moved = None;
            self.make_null();
            let score = -self.alpha_beta(
                &child,
                depth - 1 - r,
                ply + 1,
                -beta,
                -beta + 1,
                since_null,
                false,
            );
            self.unmake();
            self.keys.pop();
            if self.stopped {
                return Some(0);
            }
            if score >= beta {
                return Some(if score > MATE_BOUND { beta } else { score });
            }
        }
        None
    }

    /// Each move's place in the order it is tried: the table's move, winning captures and
    /// promotions, the killers, losing captures, then quiet moves by their history.
    fn move_order(
        &self,
        position: &Position,
        moves: &MoveList,
        tt_move: PackedMove,
        killers: [PackedMove; 2],
        ply: usize,
    ) -> [i32; crate::makruk::rules::MAX_MOVES] {
        let us = position.turn();
        let mut order = [0i32; crate::makruk::rules::MAX_MOVES];
        for (i, &mv) in moves.iter().enumerate() {
            // Packed once, to be compared with the table's move and the killers (a packed
            // move is never `NONE`, so an empty slot matches nothing).
            let packed = PackedMove::new(mv);
            order[i] = if packed == tt_move {
                1 << 30
            } else if mv.is_capture() || mv.promotion {
                let bucket = if see_at_least(position, mv, 0) {
                    1 << 24
                } else {
                    1 << 22
                };
                bucket + self.noisy_order(us, mv)
            } else if packed == killers[0] {
                1 << 23
            } else if packed == killers[1] {
                (1 << 23) - 1
            } else {
                self.quiet_score(ply, us, mv)
            };
        }
        order
    }

    /// What the histories say of a quiet move at `ply`: its own, and how it fared after the
    /// moves one and two plies before it.
    fn quiet_score(&self, ply: usize, us: Color, mv: Move) -> i32 {
        let own = piece_to(us, mv) as usize;
        let mut score = self.history[history_index(us, mv.role)][mv.to.index()];
        for back in 1..=2 {
            if ply >= back
                && let Some(before) = self.stack[ply - back].moved
            {
                score += i32::from(self.continuation[before as usize * PIECE_TO + own]);
            }
        }
        score
    }

    /// How many plies less a late quiet move is searched first (late-move reductions):
    /// more at a non-PV node, where the static eval is not improving and where the table's
    /// move takes or promotes (a quiet move is then less likely to matter), less for a killer
    /// or a move with good histories.
    fn reduction(
        &self,
        node: Node,
        new_depth: i32,
        searched: usize,
        us: Color,
        mv: Move,
        killers: [PackedMove; 2],
    ) -> i32 {
        if node.depth < LMR_MIN_DEPTH || searched < LMR_MIN_MOVE {
            return 0;
        }
        let mut r = self.lmr[node.depth.min(63) as usize][searched.min(63)];
        r += i32::from(!node.pv) + i32::from(!node.improving) + i32::from(node.tt_noisy);
        if killers[0].matches(mv) || killers[1].matches(mv) {
            r -= 1;
        }
        r -= self.quiet_score(node.ply, us, mv) / self.params.lmr_history;
        r.clamp(0, (new_depth - 1).max(0))
    }

    /// How many plies less a late capture that loses material on its square is searched
    /// first: the plain table's reduction, one less at a PV node.
    fn losing_capture_reduction(&self, node: Node, new_depth: i32, searched: usize) -> i32 {
        if node.depth < LMR_MIN_DEPTH || searched < LMR_MIN_MOVE {
            return 0;
        }
        let r = self.lmr[node.depth.min(63) as usize][searched.min(63)] - i32::from(node.pv);
        r.clamp(0, (new_depth - 1).max(0))
    }

    /// A child's score for the side to move here (principal variation search): the first
    /// move with the full window; a later one with a null window, reduced by `reduction`,
    /// searched again at full depth if it beats alpha, and with the full window if it
    /// lands inside it.
    fn search_child(
        &mut self,
        child: Child<'_>,
        ply: usize,
        alpha: i32,
        beta: i32,
        first: bool,
        reduction: i32,
    ) -> i32 {
        let Child {
            position,
            depth,
            since,
        } = child;
        if first {
            return -self.alpha_beta(position, depth, ply + 1, -beta, -alpha, since, true);
        }
        let mut score = -self.alpha_beta(
            position,
            depth - reduction,
            ply + 1,
            -alpha - 1,
            -alpha,
            since,
            true,
        );
        if score > alpha && reduction > 0 {
            score = -self.alpha_beta(position, depth, ply + 1, -alpha - 1, -alpha, since, true);
        }
        if score > alpha && score < beta {
            score = -self.alpha_beta(position, depth, ply + 1, -beta, -alpha, since, true);
        }
        score
    }

    /// `mv` raised alpha at `ply`: the principal variation here is it, then the child's.
    fn extend_pv(&mut self, ply: usize, mv: Move) {
        self.pv[ply][ply] = Some(mv);
        let len = self.pv_len[ply + 1].max(ply + 1);
        for k in ply + 1..len {
            self.pv[ply][k] = self.pv[ply + 1][k];
        }
        self.pv_len[ply] = len;
    }

    /// A quiet move cut off: a killer at this ply, its histories up, the quiet moves tried
    /// before it down.
    fn reward(&mut self, us: Color, mv: Move, depth: i32, tried: &[Option<Move>], ply: usize) {
        let packed = PackedMove::new(mv);
        if self.killers[ply][0] != packed {
            self.killers[ply][1] = self.killers[ply][0];
            self.killers[ply][0] = packed;
        }
        let bonus = history_bonus(depth);
        self.update_histories(ply, us, mv, bonus);
        for &other in tried.iter().flatten() {
            self.update_histories(ply, us, other, -bonus);
        }
    }

    /// A capture or promotion cut off: its capture history up.
    fn reward_capture(&mut self, us: Color, mv: Move, depth: i32) {
        let bonus = history_bonus(depth);
        let c = &mut self.capture_history[capture_slot(us, mv)];
        *c = pull_towards(i32::from(*c), bonus) as i16;
    }

    /// A node was cut off: the captures and promotions tried before the move that did it
    /// did not, and their capture history goes down.
    fn punish_captures(&mut self, us: Color, depth: i32, tried: &[Option<Move>]) {
        let bonus = history_bonus(depth);
        for &mv in tried.iter().flatten() {
            let c = &mut self.capture_history[capture_slot(us, mv)];
            *c = pull_towards(i32::from(*c), -bonus) as i16;
        }
    }

    /// A capture's or promotion's place among the others: MVV-LVA, then what its capture
    /// history says (in the search and in quiescence alike).
    fn noisy_order(&self, us: Color, mv: Move) -> i32 {
        let history = i32::from(self.capture_history[capture_slot(us, mv)]);
        capture_order(mv) + history / self.params.capture_history_divisor
    }

    /// Moves a quiet move's histories towards ±`HISTORY_MAX` by `bonus` (each keeps
    /// within its bound: the further it is, the less it moves).
    fn update_histories(&mut self, ply: usize, us: Color, mv: Move, bonus: i32) {
        let pull = |h: i32| pull_towards(h, bonus);
        let h = &mut self.history[history_index(us, mv.role)][mv.to.index()];
        *h = pull(*h);
        let own = piece_to(us, mv) as usize;
        for back in 1..=2 {
            if ply >= back
                && let Some(before) = self.stack[ply - back].moved
            {
                let c = &mut self.continuation[before as usize * PIECE_TO + own];
                *c = pull(i32::from(*c)) as i16;
            }
        }
    }

    fn quiesce(&mut self, position: &Position, ply: usize, mut alpha: i32, beta: i32) -> i32 {
        self.pv_len[ply] = ply;
        self.nodes += 1;
        if self.should_stop() {
            return 0;
        }
        self.seldepth = self.seldepth.max(ply);
        if position.board().only_khuns() {
            return 0;
        }
        // The table settles a null-window node here as in the main search (any depth will
        // do: this one is the shallowest).
        let key = tt::key(position);
        let hit = self.tt.probe(key, ply);
        if beta - alpha == 1
            && let Some(score) = hit.and_then(|h| table_cutoff(h, 0, alpha, beta))
        {
            return score;
        }
        // In check every legal move; otherwise only captures and promotions, and whether
        // there is any move at all only when there is none of those (stalemate).
        let in_check = position.is_check();
        let mut moves = MoveList::new();
        if in_check {
            position.legal_moves_into(&mut moves);
        } else {
            position.noisy_moves_into(&mut moves);
        }
        if moves.is_empty() && (in_check || position.count_legal_moves() == 0) {
            return if in_check { -MATE + ply as i32 } else { 0 };
        }
        if position.count().is_some_and(|c| c.is_exhausted()) {
            return 0;
        }
        if ply >= MAX_PLY - 1 {
            return self.static_eval(position);
        }
        let eval = match hit {
            _ if in_check => -INFINITY,
            Some(h) => h.eval,
            None => self.static_eval(position),
        };
        let stand = if in_check {
            -MATE + ply as i32
        } else {
            self.correction
                .corrected(position, self.correction_keys(), eval)
        };
        if stand >= beta {
            self.tt
                .store(key, ply, PackedMove::NONE, stand, eval, 0, Bound::Lower);
            return stand;
        }
        alpha = alpha.max(stand);
        let mut best = stand;
        let mut best_move: Option<Move> = None;
        let tt_move = hit.map_or(PackedMove::NONE, |h| h.mv);
        let us = position.turn();
        let mut order = [0i32; crate::makruk::rules::MAX_MOVES];
        for (i, &mv) in moves.iter().enumerate() {
            order[i] = if tt_move.matches(mv) {
                1 << 30
            } else if mv.is_capture() || mv.promotion {
                self.noisy_order(us, mv)
            } else {
                capture_order(mv)
            };
        }
        let n = moves.len();
        for i in 0..n {
            let pick = best_left(&order[..n], i);
            moves.as_mut_slice().swap(i, pick);
            order.swap(i, pick);
            let mv = moves[i];
            if !in_check {
                let gain = mv.capture.map_or(0, role_value)
                    + if mv.promotion {
                        role_value(Role::Met) - role_value(Role::Bia)
                    } else {
                        0
                    };
                if stand + gain + self.params.delta_margin < alpha || !see_at_least(position, mv, 0)
                {
                    continue;
                }
            }
            let mut child = *position;
            child.play_unchecked(mv);
            self.make(mv, position.turn(), &child);
            let score = -self.quiesce(&child, ply + 1, -beta, -alpha);
            self.unmake();
            if self.stopped {
                return 0;
            }
            if score > best {
                best = score;
                if score > alpha {
                    alpha = score;
                    best_move = Some(mv);
                    if alpha >= beta {
                        break;
                    }
                }
            }
        }
        // A move that raised alpha makes the score exact; the stand-pat alone bounds it.
        let bound = if best >= beta {
            Bound::Lower
        } else if best_move.is_some() {
            Bound::Exact
        } else {
            Bound::Upper
        };
        let packed = best_move.map_or(PackedMove::NONE, PackedMove::new);
        self.tt.store(key, ply, packed, best, eval, 0, bound);
        best
    }
}

/// A node as late-move reductions see it.
#[derive(Clone, Copy, Debug)]
struct Node {
    depth: i32,
    ply: usize,
    pv: bool,
    improving: bool,
    /// The table's move takes or promotes.
    tt_noisy: bool,
}

/// What the search keeps of one ply of the line it is on.
#[derive(Clone, Copy, Debug)]
struct Frame {
    /// The static eval there (`-INFINITY` in check).
    eval: i32,
    /// The move played from there, as a piece and a square (`piece_to`); none for a null move.
    moved: Option<u16>,
}

impl Frame {
    const EMPTY: Frame = Frame {
        eval: -INFINITY,
        moved: None,
    };
}

/// The continuation history's entries: (piece, square) of a move before × (piece, square)
/// of the move after it.
const PIECE_TO: usize = 12 * 64;
const CONTINUATION_LEN: usize = PIECE_TO * PIECE_TO;

/// A move as the continuation history knows it: the moving piece (colour and role) and
/// where it goes.
/// Where the best-ordered move from `from` on stands: the first of the highest, so ties go
/// in list order. Found as the highest value, then where it first is: two loops the
/// compiler vectorises or predicts, where one loop keeping the best so far is a chain of
/// unpredictable branches (a search picks a node's every move at a node that fails low).
fn best_left(order: &[i32], from: usize) -> usize {
    let left = &order[from..];
    let high = left.iter().copied().max().unwrap_or(i32::MIN);
    from + left.iter().position(|&v| v == high).unwrap_or(0)
}

fn piece_to(us: Color, mv: Move) -> u16 {
    (history_index(us, mv.role) * 64 + mv.to.index()) as u16
}

/// The capture history's entries: (piece, square) of the move × what it took (the khun's
/// slot, which no move can take, stands for a promotion that takes nothing).
const CAPTURE_HISTORY_LEN: usize = PIECE_TO * 6;

fn capture_slot(us: Color, mv: Move) -> usize {
    piece_to(us, mv) as usize * 6 + mv.capture.map_or(0, Role::index)
}

/// A cut-off's bonus for the histories at `depth`.
fn history_bonus(depth: i32) -> i32 {
    (depth * depth).min(HISTORY_BONUS_MAX)
}

/// A history score moved by `bonus` towards ±`HISTORY_MAX`: the further it is, the less
/// it moves, so it keeps within its bound.
fn pull_towards(h: i32, bonus: i32) -> i32 {
    h + bonus - h * bonus.abs() / HISTORY_MAX
}

/// A child of the node being searched: its position, the depth it gets, and where its
/// repetitions may start.
struct Child<'a> {
    position: &'a Position,
    depth: i32,
    since: usize,
}

/// The table's score, when its entry is deep enough and its bound settles the window.
fn table_cutoff(hit: tt::Hit, depth: i32, alpha: i32, beta: i32) -> Option<i32> {
    let settles = match hit.bound {
        Bound::Exact => true,
        Bound::Lower => hit.score >= beta,
        Bound::Upper => hit.score <= alpha,
    };
    (hit.depth >= depth && settles).then_some(hit.score)
}

/// Whether a quiet move that gives no check, at a node neither PV nor in check, is skipped:
/// late in the list at a shallow depth (late-move pruning, once a move has kept the node
/// from being mated; sooner where the static eval is not improving), or unable to lift the
/// static eval to alpha at the depth its reduction leaves it (futility).
fn quiet_move_pruned(
    p: &SearchParams,
    node: Node,
    lmr_depth: i32,
    searched: usize,
    best: i32,
    alpha: i32,
    static_eval: i32,
) -> bool {
    let depth = node.depth;
    let limit = p.lmp_base as usize + (depth * depth) as usize;
    let limit = if node.improving { limit } else { limit * 2 / 3 };
    let late = depth <= LMP_DEPTH && searched >= limit && best > -MATE_BOUND;
    let futile = searched > 0
        && lmr_depth <= FUTILITY_DEPTH
        && static_eval + p.futility_base + p.futility_margin * lmr_depth <= alpha;
    late || futile
}

fn history_index(color: Color, role: Role) -> usize {
    color.index() * 6 + role.index()
}

/// MVV-LVA: the most valuable victim first, the least valuable attacker first among equals;
/// a promotion counts as winning the difference between a met and a bia.
fn capture_order(mv: Move) -> i32 {
    let victim = mv.capture.map_or(0, role_value);
    let promotion = if mv.promotion { 100 } else { 0 };
    (victim + promotion) * 16 - role_value(mv.role) / 16
}

/// A null move misleads where passing would help the side to move (zugzwang): with no
/// piece but bias and the khun, or in the bare endings of the count.
fn null_move_is_safe(position: &Position) -> bool {
    let board = position.board();
    let us = position.turn();
    let pieces = board.by_color(us) & !board.by_role(Role::Bia) & !board.by_role(Role::Khun);
    let them = board.by_color(us.other());
    pieces.any() && them.count() > 1 && board.occupied().count() > NULL_MIN_PIECES
}

/// How a root search at some depth failed its window.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Fail {
    /// No move scored above the window.
    Low,
    /// The move at this index scored at or above it.
    High(usize),
}

/// The root's aspiration window: from `ASPIRATION_DEPTH` on, a narrow window round the
/// last depth's score (`delta` either side) (most moves are then refuted cheaply), widened on each failure.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Window {
    alpha: i32,
    beta: i32,
    delta: i32,
}

impl Window {
    const FULL: Window = Window {
        alpha: -INFINITY,
        beta: INFINITY,
        delta: INFINITY,
    };

    fn around(score: i32, depth: u32, multipv: usize, delta: i32) -> Window {
        if multipv > 1 || (depth as i32) < ASPIRATION_DEPTH || score.abs() > MATE_BOUND {
            return Window::FULL;
        }
        Window {
            alpha: score - delta,
            beta: score + delta,
            delta,
        }
    }

    /// The next window after `fail` with the failing score `score`: wider on that side,
    /// the whole window once it has grown past `ASPIRATION_MAX`.
    fn widen(self, fail: Fail, score: i32) -> Window {
        let delta = self.delta * 2;
        if delta > ASPIRATION_MAX {
            return Window::FULL;
        }
        match fail {
            Fail::Low => Window {
                alpha: (score - delta).max(-INFINITY),
                beta: (self.alpha + self.beta) / 2,
                delta,
            },
            Fail::High(_) => Window {
                alpha: self.alpha,
                beta: (score + delta).min(INFINITY),
                delta,
            },
        }
    }
}

/// After a stopped iteration: the moves it settled (an exact score, or above the window),
/// best first, then the rest as the previous depth left them.
fn sort_partial(root: &mut [RootMove], depth: u32) {
    root.sort_by(|a, b| {
        let (da, db) = (a.settled_at(depth), b.settled_at(depth));
        db.cmp(&da).then_with(|| {
            if da && db {
                b.score.cmp(&a.score)
            } else {
                std::cmp::Ordering::Equal
            }
        })
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    fn search(fen: &str, history: &[u64], depth: u32) -> SearchResult {
        let p = Position::from_fen(fen).unwrap();
        Searcher::new(4).search(&p, history, Limits::depth(depth), 1, &mut |_| {})
    }

    #[test]
    fn a_counted_ending_past_its_limit_scores_a_draw() {
        // Two rueas against a bare khun: at the limit, any move but a mate draws.
        let late = search("8/8/3k4/8/8/8/8/R2K3R w - 16 16 9", &[], 5);
        assert_eq!(late.score, 0);
        let early = search("8/8/3k4/8/8/8/8/R2K3R w - 16 6 9", &[], 5);
        assert!(early.score > 200, "{}", early.score);
    }

    /// M17: past the limit the game is drawn unless the side to move is mated. The search
    /// cuts a count run out at once, but only after asking the moves whether it is a mate.
    #[test]
    fn m17_a_mate_on_the_ply_past_the_limit_is_still_a_mate_in_the_search() {
        let r = search("7k/8/6K1/8/8/8/8/R7 w - 16 16 9", &[], 3);
        assert_eq!(Score::from_internal(r.score), Score::Mate(1));
        assert_eq!(r.best.map(|m| m.to_string()), Some("a1a8".into()));
    }

    #[test]
    fn the_stronger_side_mates_before_the_count_runs_out() {
        // One ply left on the count, a mate on the board: the mate is played.
        let r = search("3k4/R7/8/8/8/8/8/3K3R w - 16 16 9", &[], 3);
        assert_eq!(r.best.unwrap().to_string(), "h1h8");
        assert_eq!(Score::from_internal(r.score), Score::Mate(1));
    }

    #[test]
    fn the_search_draws_by_repetition() {
        // Black has a met against two rueas; the position after e8e7 occurred before, so
        // Black goes there and the game is drawn.
        let fen = "3mk3/8/8/8/8/8/8/R2K3R b - - 0 1";
        let without = search(fen, &[], 4);
        assert!(without.score < -200, "{}", without.score);
        let p = Position::from_fen(fen).unwrap();
        let mut after = p;
        after.play_unchecked(p.parse_uci("e8e7").unwrap());
        let with = search(fen, &[after.key()], 4);
        assert_eq!(with.best.unwrap().to_string(), "e8e7");
        assert_eq!(with.score, 0);
    }

    #[test]
    fn bare_khuns_and_stalemate_score_a_draw() {
        // White can take Black's last piece, which leaves bare khuns: a draw, not a win.
        let r = search("8/8/5k2/8/3m4/3K4/8/8 w - - 0 1", &[], 4);
        assert_eq!(r.score, 0);
        // Stalemate: Black has no move and is not in check.
        let r = search("k7/2K5/1M6/8/8/8/8/8 b - - 0 1", &[], 3);
        assert_eq!((r.best, r.score), (None, 0));
    }

    #[test]
    fn mate_scores_count_the_distance() {
        let r = search("7k/8/8/8/8/8/1R6/R3K3 w - - 0 1", &[], 5);
        assert_eq!(Score::from_internal(r.score), Score::Mate(2));
    }

    /// The web edition's computer searches in slices of its frames: a search paused every
    /// 128 nodes and taken up again reaches the depth it was given, with a legal move and
    /// the same best move as one done whole, and the time it was paused is not its own.
    #[test]
    fn a_search_paused_at_every_clock_check_goes_on_to_its_depth() {
        let p = Position::start();
        let whole = Searcher::new(16).search(&p, &[], Limits::depth(6), 1, &mut |_| {});
        let mut s = Searcher::new(16);
        let mut run = s.begin(&p, &[], Limits::depth(6), 1);
        let (mut steps, mut depths) = (0, Vec::new());
        let clock = Instant::now();
        let r = loop {
            steps += 1;
            assert!(steps < 100_000, "the search never ended");
            // A pause already due: each step searches until its first clock check.
            if let Some(r) = s.resume(&mut run, Some(Instant::now()), &mut |r| {
                depths.push(r.depth)
            }) {
                break r;
            }
            if steps == 2 {
                std::thread::sleep(Duration::from_millis(300));
            }
        };
        assert!(steps > 20, "it paused: {steps} steps");
        assert_eq!(depths, vec![1, 2, 3, 4, 5, 6]);
        assert_eq!(r.depth, 6);
        assert!(p.is_legal(r.best.unwrap()));
        assert_eq!(r.best, whole.best);
        assert!(
            r.elapsed + Duration::from_millis(250) < clock.elapsed(),
            "the pause is not thinking: {:?} of {:?}",
            r.elapsed,
            clock.elapsed()
        );
    }

    #[test]
    fn a_raised_stop_flag_ends_the_search_with_a_legal_move() {
        let stop = Arc::new(AtomicBool::new(true));
        let mut s = Searcher::with_stop(4, stop);
        let p = Position::start();
        let limits = Limits {
            infinite: true,
            ..Limits::default()
        };
        let r = s.search(&p, &[], limits, 1, &mut |_| {});
        assert!(p.is_legal(r.best.unwrap()));
    }

    #[test]
    fn multipv_gives_exact_scores_to_the_best_moves() {
        let p = Position::start();
        let r = Searcher::new(4).search(&p, &[], Limits::depth(3), 3, &mut |_| {});
        assert!(r.root[..3].iter().all(|m| m.exact));
        assert!(r.root[0].score >= r.root[1].score && r.root[1].score >= r.root[2].score);
    }

    /// Positions after these moves from the start, searched to a fixed depth: the opening,
    /// a middlegame with captures about, and an ending with a promoted bia.
    const PINNED: [(&str, &[&str], u32, usize); 4] = [
        ("start", &[], 7, 1),
        (
            "middlegame",
            &[
                "e3e4", "d6d5", "e4d5", "c6c5", "b1d2", "g8e7", "d2c4", "e7d5",
            ],
            6,
            1,
        ),
        (
            "middlegame, three exact",
            &["c3c4", "f6f5", "g1e2", "b8d7"],
            5,
            3,
        ),
        ("ending", &[], 9, 1),
    ];
    const PINNED_ENDING: &str = "8/3k4/8/2P5/8/1K6/5m2/4R3 w - - 0 40";

    /// A fixed-depth search is a pure function of its position: the same nodes, score and
    /// best move before and after any change that is meant to leave the engine's play alone
    /// (a refactor, parameters moved). Change the figures only with a change of strength.
    #[test]
    fn a_fixed_depth_search_visits_the_same_nodes_as_before() {
        let mut got = Vec::new();
        for (name, moves, depth, multipv) in PINNED {
            let mut p = if name == "ending" {
                Position::from_fen(PINNED_ENDING).unwrap()
            } else {
                Position::start()
            };
            let mut history = Vec::new();
            for m in moves {
                history.push(p.key());
                p.play_unchecked(p.parse_uci(m).unwrap());
            }
            let r =
                Searcher::new(16).search(&p, &history, Limits::depth(depth), multipv, &mut |_| {});
            got.push((name, r.nodes, r.score, r.best.map(|m| m.to_string())));
        }
        let want: Vec<(&str, u64, i32, Option<String>)> = vec![
            ("start", 10_000, 20, Some("f3f4".into())),
            ("middlegame", 4_615, -41, Some("g1e2".into())),
            ("middlegame, three exact", 2_392, 20, Some("e2d4".into())),
            ("ending", 21_483, 632, Some("e1e4".into())),
        ];
        assert_eq!(got, want);
    }

    /// The pick is the selection the search always made: the first of the highest, so the
    /// trees stay the same (the pinned searches above) with ties in list order.
    #[test]
    fn the_best_move_left_is_the_first_of_the_highest() {
        assert_eq!(best_left(&[5, 9, 1, 9, 9], 0), 1);
        assert_eq!(best_left(&[5, 9, 1, 9, 9], 2), 3);
        assert_eq!(best_left(&[5, 9, 1, 9, 9], 4), 4);
        assert_eq!(best_left(&[i32::MIN, i32::MIN], 0), 0);
        use rand_chacha::ChaCha8Rng;
        use rand_core::{RngCore, SeedableRng};
        let mut rng = ChaCha8Rng::seed_from_u64(7);
        for _ in 0..2_000 {
            let n = 1 + (rng.next_u32() % 60) as usize;
            // Few distinct values, so ties are common.
            let order: Vec<i32> = (0..n)
                .map(|_| ((rng.next_u32() % 7) as i32 - 3) << 20)
                .collect();
            let from = (rng.next_u32() as usize) % n;
            let mut naive = from;
            for j in from + 1..n {
                if order[j] > order[naive] {
                    naive = j;
                }
            }
            assert_eq!(best_left(&order, from), naive, "{order:?} from {from}");
        }
    }

    #[test]
    fn the_aspiration_window_narrows_round_the_last_score_and_widens_to_the_whole() {
        // Shallow depths, several exact scores wanted and mates search the whole window.
        assert_eq!(Window::around(50, 3, 1, ASPIRATION_DELTA), Window::FULL);
        assert_eq!(Window::around(50, 9, 2, ASPIRATION_DELTA), Window::FULL);
        assert_eq!(
            Window::around(MATE - 7, 9, 1, ASPIRATION_DELTA),
            Window::FULL
        );
        let w = Window::around(50, 9, 1, ASPIRATION_DELTA);
        assert_eq!(
            (w.alpha, w.beta),
            (50 - ASPIRATION_DELTA, 50 + ASPIRATION_DELTA)
        );
        // Failing low moves alpha below the failing score, and beta down to the middle.
        let low = w.widen(Fail::Low, 10);
        assert_eq!((low.alpha, low.beta), (10 - 2 * ASPIRATION_DELTA, 50));
        // Failing high moves beta above it and keeps alpha.
        let high = w.widen(Fail::High(3), 90);
        assert_eq!(
            (high.alpha, high.beta),
            (w.alpha, 90 + 2 * ASPIRATION_DELTA)
        );
        // Failing again and again ends in the whole window: the search always settles.
        let mut w = w;
        for _ in 0..8 {
            w = w.widen(Fail::High(0), w.beta);
        }
        assert_eq!(w, Window::FULL);
    }

    #[test]
    fn a_search_deep_enough_for_aspiration_windows_finds_the_mate() {
        // A ruea and a met against a bare khun, searched deep enough for the root's narrow
        // window: a score that leaps to a mate must widen it until the mate is exact.
        let r = search("7k/8/5K2/8/8/8/6M1/R7 w - - 0 1", &[], 10);
        assert!(matches!(Score::from_internal(r.score), Score::Mate(m) if m <= 4));
        let p = Position::from_fen("7k/8/5K2/8/8/8/6M1/R7 w - - 0 1").unwrap();
        assert!(p.is_legal(r.best.unwrap()));
    }

    #[test]
    fn history_keys_start_after_the_last_capture_or_bia_move() {
        let mut game = Game::new(
            Position::start(),
            crate::makruk::rules::CountingMode::Automatic,
        );
        for m in ["b1d2", "b8d7", "e3e4", "g8e7", "d2b1"] {
            let mv = game.position().parse_uci(m).unwrap();
            game.play(mv).unwrap();
        }
        // After e3e4: the positions before g8e7 and before d2b1.
        assert_eq!(history_keys(&game).len(), 2);
    }
}
