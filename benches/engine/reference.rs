//! A reference simulator of random 4-seat Dhayam games, written from the rules alone
//! (docs/src/reference/dhayam-rules.md): D1–D15 with every option
//! at its default (immediate turns, `entry=seed`, `cutbonus=off`, `places=off`, 4 pawns, the
//! long dice, the 7×7 board, seats R G Y B).
//! Our engine (src/dhayam/rules/) was not read to write it; from the crate it takes only
//! the dice, `Dice::from_seed` with one `throw()` per throw.
//!
//! Two uses: the differential test (tests/dhayam/reference.rs) plays the same games
//! through it and through our engine and wants the same throws, move lists, moves and
//! Kings; the engine benchmark (benches/engine.rs) measures our games per second against
//! its games per second on the same games.
//!
//! It is meant as a competent programmer's first clear implementation: plain arrays and
//! structs, a `Vec` of legal moves (reused by the game loop), straightforward loops over
//! the pawns, route tables computed once. Neither deliberately slow (no strings, maps or
//! clones of big things in the game loop) nor tuned (no bit tricks, no occupancy caches,
//! no unsafe).

// Shared by the benchmark and the test, each of which uses part of it.
#![allow(dead_code)]

use std::fmt;
use std::sync::OnceLock;

use dhayam::dhayam::play::dice::Dice;

/// Seats in turn order (D3): Red, Green, Yellow, Blue, counterclockwise.
pub const SEATS: usize = 4;
/// Pawns per seat (D4, `pawns=4`).
pub const PAWNS: usize = 4;
/// Squares on a route, and on the 7×7 board (D2, D5).
pub const SQUARES: usize = 49;
/// The centre's progress: the end of every route (D5, D12).
pub const CENTRE: u8 = 48;
/// The outer ring's squares: while a seat's gate is closed its pawns' progress wraps
/// from 23 to 0 (D11).
pub const OUTER_RING: u8 = 24;
/// A game longer than this many throws means a bug (the game loop would never end).
pub const MAX_THROWS: u64 = 1_000_000;

const SEAT_LETTERS: [char; SEATS] = ['R', 'G', 'Y', 'B'];

/// Red's route as docs/src/reference/dhayam-rules.md (D5) lists it, progress 0 first.
const RED_ROUTE: [&str; SQUARES] = [
    // outer ring, 0–23
    "d1", "e1", "f1", "g1", "g2", "g3", "g4", "g5", "g6", "g7", "f7", "e7", "d7", "c7", "b7", "a7",
    "a6", "a5", "a4", "a3", "a2", "a1", "b1", "c1", //
    // 5×5 ring, 24–39
    "b2", "b3", "b4", "b5", "b6", "c6", "d6", "e6", "f6", "f5", "f4", "f3", "f2", "e2", "d2",
    "c2", //
    // 3×3 ring, 40–47
    "c3", "c4", "c5", "d5", "e5", "e4", "e3", "d3", //
    // centre, 48
    "d4",
];

/// The squares marked with a cross (D6): the four homes, the 5×5 ring's corners, the
/// centre.
const SAFE_SQUARES: [&str; 9] = ["d1", "g4", "d7", "a4", "b2", "f2", "f6", "b6", "d4"];

/// A square as (file, rank), 0–6 each: `a1` is (0, 0), `d4` (3, 3).
fn file_rank(name: &str) -> (u8, u8) {
    let bytes = name.as_bytes();
    (bytes[0] - b'a', bytes[1] - b'1')
}

/// A square's index 0–48: rank × 7 + file.
fn index_of((file, rank): (u8, u8)) -> usize {
    usize::from(rank) * 7 + usize::from(file)
}

/// The index of the square named `name` (`a1`–`g7`, D2).
pub fn square_named(name: &str) -> usize {
    index_of(file_rank(name))
}

/// The board as the routes see it, built once (`routes()`).
#[derive(Debug)]
pub struct Routes {
    /// `square[seat][progress]`: the square (rank × 7 + file) at that progress on the
    /// seat's route.
    pub square: [[usize; SQUARES]; SEATS],
    /// Whether a square (by index) is safe (D6).
    pub safe: [bool; SQUARES],
}

impl Routes {
    fn build() -> Routes {
        let mut square = [[0; SQUARES]; SEATS];
        for (progress, name) in RED_ROUTE.iter().enumerate() {
            // Each next seat's route is the one before turned 90° counterclockwise round
            // the centre (D5): (file, rank) goes to (6 - rank, file).
            let (mut file, mut rank) = file_rank(name);
            for route in square.iter_mut() {
                route[progress] = index_of((file, rank));
                (file, rank) = (6 - rank, file);
            }
        }
        let mut safe = [false; SQUARES];
        for name in SAFE_SQUARES {
            safe[square_named(name)] = true;
        }
        Routes { square, safe }
    }
}

/// The route tables, computed on first use.
pub fn routes() -> &'static Routes {
    static ROUTES: OnceLock<Routes> = OnceLock::new();
    ROUTES.get_or_init(Routes::build)
}

/// Where one pawn is. The derived order is the canonical one: never entered, cut, then
/// progress ascending.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum RefPawn {
    /// Never on the board: enters on a 1 (D7).
    New,
    /// Cut and waiting: re-enters on a 1 or a 5 (D7, D10).
    Cut,
    /// On the board at this progress of its own route; 48 is the centre (D12).
    At(u8),
}

impl fmt::Display for RefPawn {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RefPawn::New => f.write_str("n"),
            RefPawn::Cut => f.write_str("x"),
            RefPawn::At(progress) => write!(f, "{progress}"),
        }
    }
}

/// A move: the pawn that stands at `from` (pawns with the same token are
/// interchangeable) moved or entered by `value`, or the throw lost (D13).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RefMove {
    Pawn { from: RefPawn, value: u8 },
    Pass,
}

impl RefMove {
    /// The canonical order's key: by value, then by `from` (never entered, cut, then
    /// pawns on the board by increasing progress). A pass is alone in its list.
    pub fn key(self) -> (u8, Option<RefPawn>) {
        match self {
            RefMove::Pawn { from, value } => (value, Some(from)),
            RefMove::Pass => (0, None),
        }
    }
}

impl fmt::Display for RefMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RefMove::Pawn { from, value } => write!(f, "{from}+{value}"),
            RefMove::Pass => f.write_str("pass"),
        }
    }
}

/// A 4-seat game with the default rules, between throws.
#[derive(Clone, Debug)]
pub struct RefGame {
    routes: &'static Routes,
    /// Each seat's pawns, in no particular order.
    pawns: [[RefPawn; PAWNS]; SEATS],
    /// Whether the seat has cut an opponent's pawn: its gate is open (D11).
    has_cut: [bool; SEATS],
    /// The seat to throw and move.
    to_move: usize,
    /// The King, once a seat has every pawn on the centre (D15).
    winner: Option<usize>,
}

impl Default for RefGame {
    fn default() -> RefGame {
        RefGame::new()
    }
}

impl RefGame {
    /// Four seats, every pawn off the board, Red to throw.
    pub fn new() -> RefGame {
        RefGame {
            routes: routes(),
            pawns: [[RefPawn::New; PAWNS]; SEATS],
            has_cut: [false; SEATS],
            to_move: 0,
            winner: None,
        }
    }

    pub fn to_move(&self) -> usize {
        self.to_move
    }

    pub fn winner(&self) -> Option<usize> {
        self.winner
    }

    pub fn gate_open(&self, seat: usize) -> bool {
        self.has_cut[seat]
    }

    /// A seat's pawns in canonical order.
    pub fn pawns(&self, seat: usize) -> [RefPawn; PAWNS] {
        let mut pawns = self.pawns[seat];
        pawns.sort();
        pawns
    }

    /// Where `seat`'s pawn at `from` would end a move of `value`, as a progress on its
    /// route, or `None` if that move is not legal.
    fn destination(&self, seat: usize, from: RefPawn, value: u8) -> Option<u8> {
        let to = match from {
            // D7: entering puts the pawn on its home, progress 0.
            RefPawn::New if value == 1 => 0,
            RefPawn::Cut if value == 1 || value == 5 => 0,
            RefPawn::New | RefPawn::Cut => return None,
            // D12: a pawn on the centre never moves again.
            RefPawn::At(CENTRE) => return None,
            RefPawn::At(progress) => {
                let to = progress + value;
                if self.has_cut[seat] {
                    // D12: only the exact value reaches the centre.
                    if to > CENTRE {
                        return None;
                    }
                    to
                } else {
                    // D11: the gate is closed, so the pawn (still on the outer ring)
                    // keeps circling it.
                    to % OUTER_RING
                }
            }
        };
        // D9: not onto an ordinary square that holds a pawn of the same colour. On one
        // route every square has its own progress, so comparing progress is enough.
        let square = self.routes.square[seat][usize::from(to)];
        if !self.routes.safe[square] && self.pawns[seat].contains(&RefPawn::At(to)) {
            return None;
        }
        Some(to)
    }

    /// The legal moves of the seat to move for a throw of `value` into `moves`, in the
    /// canonical order (`RefMove::key`): one move per distinct pawn token (pawns with the
    /// same token are interchangeable, docs/src/reference/dhayam-rules.md, "Writing a
    /// position down: DPN"), or just `Pass` when the throw cannot be used (D13). Empty once
    /// the game is over.
    pub fn legal_moves_into(&self, value: u8, moves: &mut Vec<RefMove>) {
        moves.clear();
        if self.winner.is_some() {
            return;
        }
        let seat = self.to_move;
        for &from in &self.pawns[seat] {
            let mv = RefMove::Pawn { from, value };
            if !moves.contains(&mv) && self.destination(seat, from, value).is_some() {
                moves.push(mv);
            }
        }
        if moves.is_empty() {
            moves.push(RefMove::Pass);
        }
        moves.sort_by_key(|mv| mv.key());
    }

    /// `legal_moves_into` into a new list.
    pub fn legal_moves(&self, value: u8) -> Vec<RefMove> {
        let mut moves = Vec::new();
        self.legal_moves_into(value, &mut moves);
        moves
    }

    /// Plays `mv`, one of `legal_moves(value)`, for a throw of `value`: the move (a cut
    /// if it ends on an opponent's pawn on an ordinary square), the King if that was the
    /// seat's last pawn, and otherwise the turn: the same seat throws again after 1, 5, 6
    /// or 12, the next seat otherwise (D14). Panics on a move that is not legal.
    pub fn play(&mut self, value: u8, mv: RefMove) {
        assert!(self.winner.is_none(), "the game is over");
        let seat = self.to_move;
        if let RefMove::Pawn { from, value: moved } = mv {
            assert_eq!(moved, value, "a move of another value than thrown");
            let to = self
                .destination(seat, from, value)
                .unwrap_or_else(|| panic!("{mv} is not legal in {self}"));
            let pawn = self.pawns[seat]
                .iter()
                .position(|&p| p == from)
                .unwrap_or_else(|| panic!("{mv}: no such pawn in {self}"));
            self.pawns[seat][pawn] = RefPawn::At(to);
            // D10: an opponent's pawn on an ordinary square is cut. The gate was judged
            // before the move (a move that wraps and cuts still wrapped).
            let square = self.routes.square[seat][usize::from(to)];
            if !self.routes.safe[square] {
                for other in 0..SEATS {
                    if other == seat {
                        continue;
                    }
                    for pawn in self.pawns[other].iter_mut() {
                        if let RefPawn::At(progress) = *pawn
                            && self.routes.square[other][usize::from(progress)] == square
                        {
                            *pawn = RefPawn::Cut;
                            self.has_cut[seat] = true;
                        }
                    }
                }
            }
            // D15: the first seat with every pawn on the centre is the King; the game
            // ends there (`places=off`).
            if self.pawns[seat].iter().all(|&p| p == RefPawn::At(CENTRE)) {
                self.winner = Some(seat);
                return;
            }
        }
        if !matches!(value, 1 | 5 | 6 | 12) {
            self.to_move = (seat + 1) % SEATS;
        }
    }
}

/// The position as DPN (docs/src/reference/dhayam-rules.md, "Writing a position down: DPN")
/// with the dice field `-`: for messages, never in the game loop.
impl fmt::Display for RefGame {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for seat in 0..SEATS {
            if seat > 0 {
                f.write_str("/")?;
            }
            for (i, pawn) in self.pawns(seat).iter().enumerate() {
                if i > 0 {
                    f.write_str(",")?;
                }
                write!(f, "{pawn}")?;
            }
        }
        write!(f, " {} ", SEAT_LETTERS[self.to_move])?;
        if !self.has_cut.contains(&true) {
            f.write_str("-")?;
        }
        for (letter, cut) in SEAT_LETTERS.iter().zip(self.has_cut) {
            if cut {
                write!(f, "{letter}")?;
            }
        }
        f.write_str(" -")
    }
}

/// The choice rule of the random games: a xorshift64 generator per game, choosing
/// move `r % len` of a list in the canonical order. Not part of the rules; both engines'
/// drivers use it so that they play the same games.
#[derive(Clone, Debug)]
pub struct Picker(u64);

impl Picker {
    /// The generator for the game seeded `seed` (SplitMix64 of the seed, never zero).
    pub fn new(seed: u64) -> Picker {
        let mut z = seed.wrapping_add(0x9E37_79B9_7F4A_7C15);
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        Picker((z ^ (z >> 31)) | 1)
    }

    /// An index below `len` (which must not be 0).
    pub fn pick(&mut self, len: usize) -> usize {
        let mut x = self.0;
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        self.0 = x;
        (x % len as u64) as usize
    }
}

/// Plays one game from the start with the dice `Dice::from_seed(seed)`, one throw per
/// `dice.throw()`, choosing move `pick(len)` of the legal moves in canonical order
/// (`pick` is asked for every move, a pass or a single move too). Returns the King's
/// seat (0–3 for R, G, Y, B), the throws and the moves played (passes included).
pub fn play_random_game(seed: u64, mut pick: impl FnMut(usize) -> usize) -> (usize, u64, u64) {
    let mut dice = Dice::from_seed(seed);
    let mut game = RefGame::new();
    let mut moves = Vec::new();
    let mut throws = 0;
    let mut played = 0;
    loop {
        if let Some(king) = game.winner() {
            return (king, throws, played);
        }
        assert!(throws < MAX_THROWS, "game {seed} never ends: {game}");
        let value = dice.throw().value().get();
        throws += 1;
        game.legal_moves_into(value, &mut moves);
        let mv = moves[pick(moves.len())];
        game.play(value, mv);
        played += 1;
    }
}
