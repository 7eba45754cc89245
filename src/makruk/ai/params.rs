//! Every tunable number of Makruk's engine, in one place (after Viridithas'
//! `search/parameters.rs`). Scores are centipawns: a bia is about 100.
//!
//! How they were set is in README.md ("Makruk's computer players"): material from the
//! values Makruk players and Fairy-Stockfish use, the rest by short self-play matches
//! (`dhayam-cli makruk arena`) and matches against Fairy-Stockfish.

/// Material by role, for the middlegame and the endgame: khun, met, khon, ma, ruea, bia
/// (the order of `Role::ALL`). A promoted bia is a met and is valued as one.
pub const MATERIAL_MG: [i32; 6] = [0, 160, 250, 300, 490, 60];
pub const MATERIAL_EG: [i32; 6] = [0, 150, 250, 290, 510, 80];

/// What each role adds to the game phase (1.0 = all of it on the board, the middlegame).
pub const PHASE_WEIGHT: [i32; 6] = [0, 1, 2, 2, 4, 0];
/// The phase of the start position: 2 mets, 4 khons, 4 mas, 4 rueas.
pub const PHASE_MAX: i32 = 2 + 4 * 2 + 4 * 2 + 4 * 4;

/// Centipawns per step towards the centre (0 on the rim, 3 on the four central squares),
/// by role, middlegame and endgame.
pub const CENTRE_MG: [i32; 6] = [0, 6, 6, 10, 2, 0];
pub const CENTRE_EG: [i32; 6] = [12, 6, 5, 8, 2, 0];
/// A khun in the middlegame prefers its own back ranks: centipawns lost per rank forward.
pub const KHUN_ADVANCE_MG: i32 = 14;

/// A bia's bonus by how far it has come (ranks from its start on the third rank: 0, 1, 2;
/// a bia on its fifth rank is one step from becoming a met), middlegame and endgame.
pub const BIA_ADVANCE_MG: [i32; 3] = [0, 8, 20];
pub const BIA_ADVANCE_EG: [i32; 3] = [0, 14, 35];
/// A bia guarded by a bia of its own (the chains Makruk players build).
pub const BIA_GUARDED: i32 = 8;
/// A bia with no bia of its own on a neighbouring file.
pub const BIA_ISOLATED: i32 = 10;
/// Two bias of one colour on a file.
pub const BIA_DOUBLED: i32 = 12;

/// Mobility: centipawns per square a piece reaches that holds no piece of its own and is
/// not attacked by an enemy bia; by role, middlegame and endgame.
pub const MOBILITY_MG: [i32; 6] = [0, 3, 3, 4, 3, 0];
pub const MOBILITY_EG: [i32; 6] = [0, 3, 3, 4, 4, 0];
/// A ruea on a file with no bia of its own, and on one with no bia at all.
pub const RUEA_SEMI_OPEN: i32 = 10;
pub const RUEA_OPEN: i32 = 18;

/// Khun safety (middlegame): a guard (met, khon or bia of its own) next to the khun, and
/// the penalty for enemy attacks on the squares round it, by the square of the attack count.
pub const KHUN_GUARD: i32 = 8;
pub const KHUN_ATTACK: [i32; 6] = [0, 0, 10, 6, 8, 0];
pub const KHUN_ATTACK_SCALE: i32 = 6;

/// The side to move's small edge.
pub const TEMPO: i32 = 10;

/// Driving a bare khun (or a weaker side with no bias) to the rim: per step of the weak
/// khun from the centre, and per step the stronger khun comes closer.
pub const MOP_UP_RIM: i32 = 14;
pub const MOP_UP_CLOSE: i32 = 6;
/// Material that cannot force mate against a bare khun is divided by this (a lone met,
/// khon or ma; two mas; a ma and a met; mets of one colour of squares only).
pub const DRAWISH_DIVISOR: i32 = 8;
/// While a count runs, the stronger side's advantage fades over this many last plies.
pub const COUNT_FADE_PLIES: i32 = 32;
/// The fade keeps this many plies' worth: at the limit the advantage is a third.
pub const COUNT_FADE_FLOOR: i32 = 16;

/// Search: mate scores and bounds.
pub const INFINITY: i32 = 32_000;
pub const MATE: i32 = 31_000;
/// Scores beyond this are mates (MATE minus the plies to it).
pub const MATE_BOUND: i32 = MATE - 1_000;
pub const MAX_PLY: usize = 100;

/// Reverse futility: at depth ≤ this, a static eval this much per depth above beta cuts.
pub const RFP_DEPTH: i32 = 6;
pub const RFP_MARGIN: i32 = 85;
/// Null move: from this depth, reduced by `NULL_BASE + depth / NULL_DIVISOR`.
pub const NULL_MIN_DEPTH: i32 = 3;
pub const NULL_BASE: i32 = 3;
pub const NULL_DIVISOR: i32 = 5;
/// Late-move reductions: from this depth and this move number, by
/// `LMR_BASE + ln(depth) ln(moves) / LMR_DIVISOR`.
pub const LMR_MIN_DEPTH: i32 = 3;
pub const LMR_MIN_MOVE: usize = 3;
pub const LMR_BASE: f64 = 0.5;
pub const LMR_DIVISOR: f64 = 2.3;
/// Late-move pruning: at depth ≤ this, quiet moves after `LMP_BASE + depth²` are skipped.
pub const LMP_DEPTH: i32 = 3;
pub const LMP_BASE: usize = 4;
/// Futility: at depth ≤ this, a quiet move cannot lift a static eval this far below alpha.
pub const FUTILITY_DEPTH: i32 = 3;
pub const FUTILITY_BASE: i32 = 80;
pub const FUTILITY_MARGIN: i32 = 110;
/// Late-move reductions shrink by one per this much history.
pub const LMR_HISTORY: i32 = 6_000;
/// Internal iterative reduction: a node this deep with no table move is searched a ply less.
pub const IIR_DEPTH: i32 = 4;
/// Quiescence: a capture that cannot lift the score to alpha with this margin is skipped.
pub const DELTA_MARGIN: i32 = 150;

/// Default transposition table size.
pub const HASH_MB: usize = 32;

/// Time: a share of the remaining clock per move, and of the increment.
pub const CLOCK_MOVES: u32 = 30;
pub const INCREMENT_SHARE: f64 = 0.75;
/// Kept back from every time limit for the move to reach the other side.
pub const MOVE_OVERHEAD_MS: u64 = 10;
/// A new iteration starts only while less than this share of the soft limit is spent.
pub const ITERATION_SHARE: f64 = 0.55;

/// The logistic that turns centipawns into a win chance for the side to move:
/// `1 / (1 + exp(-cp / WIN_CHANCE_SCALE))`. Fitted to arena games (README).
pub const WIN_CHANCE_SCALE: f64 = 250.0;

/// Root scores beyond this are clamped before a level's softmax (a lost ruea and a lost
/// game are both simply bad).
pub const SOFTMAX_CLAMP: i32 = 3_000;
