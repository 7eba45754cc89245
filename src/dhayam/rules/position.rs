//! A checked position, the legal moves, and playing throws and moves (D7–D15).

use std::fmt;

use super::board::{Board, Progress, Square};
use super::moves::{Move, MoveList, Pawn};
use super::options::{Entry, Options, Pairs};
use super::seat::{BySeat, Seat, SeatOrder, SeatSet};
use super::setup::{POOL_CAPACITY, Setup};
use super::throw::Value;
use super::validate::{self, PositionError};

/// Most pawns a seat can have (D4).
pub const MAX_PAWNS: usize = 6;

/// The throws waiting to be used, in the order thrown (DPN field 4).
#[derive(Clone, Copy)]
pub struct Pending {
    /// Only `values[..len]` count; the rest is stale and ignored by `Eq` and `Hash`.
    values: [Value; POOL_CAPACITY],
    len: u8,
    /// Pooled turns only: the seat must throw again before moving (the trailing `+`).
    throw_again: bool,
}

impl Pending {
    const EMPTY: Pending = Pending {
        values: [Value::ONE; POOL_CAPACITY],
        len: 0,
        throw_again: false,
    };

    fn live(&self) -> &[Value] {
        &self.values[..self.len as usize]
    }

    pub fn values(&self) -> impl Iterator<Item = Value> + '_ {
        self.live().iter().copied()
    }

    pub fn len(&self) -> usize {
        self.len as usize
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    pub fn throw_again(&self) -> bool {
        self.throw_again
    }

    pub fn contains(&self, value: Value) -> bool {
        self.live().contains(&value)
    }

    fn push(&mut self, value: Value) {
        self.values[self.len as usize] = value;
        self.len += 1;
    }

    /// Spends the first copy of `value`; the rest keep their order.
    fn spend(&mut self, value: Value) {
        let len = self.len as usize;
        if let Some(i) = self.live().iter().position(|v| *v == value) {
            self.values.copy_within(i + 1..len, i);
            self.len -= 1;
        }
    }

    fn clear(&mut self) {
        self.len = 0;
        self.throw_again = false;
    }
}

impl PartialEq for Pending {
    fn eq(&self, other: &Pending) -> bool {
        self.live() == other.live() && self.throw_again == other.throw_again
    }
}

impl Eq for Pending {}

impl std::hash::Hash for Pending {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.live().hash(state);
        self.throw_again.hash(state);
    }
}

impl fmt::Display for Pending {
    /// As DPN writes it: `-`, `4`, `5,3`, `5,12+`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.is_empty() {
            return f.write_str("-");
        }
        for (i, v) in self.values().enumerate() {
            if i > 0 {
                f.write_str(",")?;
            }
            write!(f, "{v}")?;
        }
        if self.throw_again {
            f.write_str("+")?;
        }
        Ok(())
    }
}

impl fmt::Debug for Pending {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Pending({self})")
    }
}

/// What the seat to move does next.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Phase {
    /// Throw the dice.
    Throw,
    /// Choose a move for the pending value(s); `Move::Pass` when none can be used.
    Move,
    /// The game is over.
    Over(Outcome),
}

/// How a finished game ended (D15): the King first, then the places played for; or the
/// winning team first (V13).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Outcome {
    /// Seats in finishing order; with `places=on` the last unfinished seat comes last.
    /// With teams: the winning partners in the order they finished, then the others.
    pub order: SeatOrder,
    /// Partners played (V11): the first two of `order` won together.
    pub teams: bool,
}

impl Outcome {
    /// The King of the game: the first seat with every pawn on the centre (with teams,
    /// the first of the winning pair).
    pub fn king(&self) -> Seat {
        self.order.first().expect("an outcome has a King")
    }

    /// Who won: the King, or the King and the partner (V13).
    pub fn winners(&self) -> SeatSet {
        let king = self.king();
        let set = SeatSet::EMPTY.with(king);
        if self.teams {
            set.with(king.opposite())
        } else {
            set
        }
    }
}

/// What a move did, for animations, statistics and the tutorial.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MoveReport {
    pub seat: Seat,
    /// Where the pawn ended its move (`None` for a pass).
    pub to: Option<Progress>,
    /// The seat whose pawn was cut (D10), if any.
    pub cut: Option<Seat>,
    /// Whether this move opened the seat's gate (its first cut, D11).
    pub opened_gate: bool,
    /// Whether this move brought the seat's last pawn to the centre.
    pub seat_finished: bool,
}

/// Why a move cannot be played now. The UI and the tutorial explain each to the player.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum IllegalMove {
    GameOver,
    /// The dice must be thrown first.
    NotThrownYet,
    /// The value is not among the pending values.
    ValueNotThrown(Value),
    /// The seat to move has no pawn with that token.
    NoSuchPawn(Pawn),
    /// A new pawn enters only on these values (D7, `entry`).
    EntryNeedsOne,
    EntryNeedsOneOrFive,
    /// The pawn is on the centre and never moves again (D12).
    PawnFinished,
    /// The move would go past the centre (D12).
    PastCentre,
    /// The square holds a pawn of the mover's own colour (D9).
    OwnPawnThere(Square),
    /// The square holds the partner's pawn, which is never cut (V12).
    PartnerThere(Square),
    /// The square holds an opponent's pair, which no pawn lands on (V17).
    PairThere(Square),
    /// An opponent's pair stands on the way, and no pawn passes it (V17).
    PairInTheWay(Square),
    /// The square holds an opponent's twin, which only a twin cuts (V18).
    TwinThere(Square),
    /// `pass` while a move is possible (D13).
    MustMove,
}

impl fmt::Display for IllegalMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            IllegalMove::GameOver => f.write_str("the game is over"),
            IllegalMove::NotThrownYet => f.write_str("the dice must be thrown first"),
            IllegalMove::ValueNotThrown(v) => write!(f, "no {v} is waiting to be used"),
            IllegalMove::NoSuchPawn(p) => write!(f, "there is no pawn '{p}' to move"),
            IllegalMove::EntryNeedsOne => f.write_str("this pawn needs a 1 to enter"),
            IllegalMove::EntryNeedsOneOrFive => f.write_str("this pawn needs a 1 or a 5 to enter"),
            IllegalMove::PawnFinished => f.write_str("a pawn on the centre never moves again"),
            IllegalMove::PastCentre => f.write_str("the centre needs the exact value"),
            IllegalMove::OwnPawnThere(sq) => write!(f, "{sq} holds your own pawn"),
            IllegalMove::PartnerThere(sq) => write!(f, "{sq} holds your partner's pawn"),
            IllegalMove::PairThere(sq) => write!(f, "{sq} holds an opponent's pair"),
            IllegalMove::PairInTheWay(sq) => write!(f, "an opponent's pair on {sq} blocks the way"),
            IllegalMove::TwinThere(sq) => {
                write!(f, "{sq} holds an opponent's twin, which only a twin cuts")
            }
            IllegalMove::MustMove => f.write_str("a move is possible, so the throw must be used"),
        }
    }
}

impl std::error::Error for IllegalMove {}

/// A move refused by `Position::play`, which hands the position back unchanged.
#[derive(Clone, Debug)]
pub struct PlayError {
    pub position: Box<Position>,
    pub mv: Move,
    pub reason: IllegalMove,
}

impl fmt::Display for PlayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "illegal move {}: {}", self.mv, self.reason)
    }
}

impl std::error::Error for PlayError {}

/// Why a throw cannot be taken now.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ThrowError {
    GameOver,
    /// A value is waiting to be used first.
    MoveFirst,
    /// A throw of other dice or shells than the game's (a hand-entered or received throw).
    OtherImplement,
}

impl fmt::Display for ThrowError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            ThrowError::GameOver => "the game is over",
            ThrowError::MoveFirst => "the pending value must be used first",
            ThrowError::OtherImplement => "the throw is not of the dice or shells this game uses",
        })
    }
}

impl std::error::Error for ThrowError {}

/// Where a pawn lands: its new progress and the seat it cuts, if any.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Landing {
    pub to: Progress,
    pub cut: Option<Seat>,
}

/// Added to an occupant where two of its pawns stand as a pair (V17).
const PAIR: u8 = 0x10;

/// A legal Dhayam position: every value of this type obeys the rules
/// (docs/src/reference/dhayam-rules.md).
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Position {
    pub(super) options: Options,
    pub(super) seats: SeatSet,
    /// Each seat's pawns sorted canonically; only the first `options.pawns()` count.
    pub(super) pawns: BySeat<[Pawn; MAX_PAWNS]>,
    /// Whose pawns move now: the seat whose turn it is, or its partner when that seat is
    /// home and throws for the partner (V14, `carried`).
    pub(super) to_move: Seat,
    /// The turn is the partner's of `to_move`, who is home and throws for it (V14).
    pub(super) carried: bool,
    pub(super) gate: SeatSet,
    pub(super) pending: Pending,
    pub(super) finished: SeatOrder,
    /// Derived: who stands on each ordinary square (seat index + 1, 0 when empty), with
    /// `PAIR` added where two of the seat's pawns stand (V17). Safe squares are never
    /// recorded: any number of pawns may share them.
    pub(super) occupant: [u8; Square::COUNT],
    /// Derived: whether the game is over (D15). Only a move that finishes a seat changes it.
    pub(super) over: bool,
}

impl Position {
    /// The start of a game: every pawn off the board, the first seat in play to throw.
    pub fn new(options: Options, seats: SeatSet) -> Result<Position, PositionError> {
        let first = seats.iter().next().unwrap_or(Seat::Red);
        let setup = Setup {
            pawns: BySeat::from_fn(|s| seats.contains(s).then(|| vec![Pawn::New; options.pawns()])),
            to_move: first,
            cut: SeatSet::EMPTY,
            dice: Vec::new(),
            throw_again: false,
            finished: Vec::new(),
        };
        Position::from_setup(setup, options)
    }

    /// Checks a setup against every rule and builds the position
    /// (docs/src/reference/dhayam-rules.md, "Fine points": positions that cannot happen are
    /// refused).
    pub fn from_setup(setup: Setup, options: Options) -> Result<Position, PositionError> {
        validate::check_setup(&setup, &options)?;
        let mut position = Position {
            options,
            seats: SeatSet::EMPTY,
            pawns: BySeat([[Pawn::New; MAX_PAWNS]; 4]),
            to_move: setup.to_move,
            carried: false,
            gate: setup.cut,
            pending: Pending::EMPTY,
            finished: SeatOrder::new(),
            occupant: [0; Square::COUNT],
            over: false,
        };
        for (seat, pawns) in setup.pawns.iter() {
            if let Some(pawns) = pawns {
                position.seats.insert(seat);
                let mut sorted = pawns.clone();
                sorted.sort();
                position.pawns[seat][..sorted.len()].copy_from_slice(&sorted);
            }
        }
        for value in &setup.dice {
            position.pending.push(*value);
        }
        position.pending.throw_again = setup.throw_again;
        for seat in &setup.finished {
            position.finished.push(*seat);
        }
        position.set_turn(setup.to_move);
        position.rebuild_occupancy();
        position.over = position.compute_over();
        Ok(position)
    }

    /// The unchecked form of this position.
    pub fn to_setup(&self) -> Setup {
        Setup {
            pawns: BySeat::from_fn(|s| self.seats.contains(s).then(|| self.pawns(s).to_vec())),
            to_move: self.thrower(),
            cut: self.gate,
            dice: self.pending.values().collect(),
            throw_again: self.pending.throw_again,
            finished: self.finished.iter().collect(),
        }
    }

    fn rebuild_occupancy(&mut self) {
        self.occupant = [0; Square::COUNT];
        for seat in self.seats.iter() {
            for i in 0..self.options.pawns() {
                if let Pawn::At(p) = self.pawns[seat][i]
                    && !p.is_safe(self.board())
                {
                    self.arrive(seat, p.square(self.board(), seat));
                }
            }
        }
    }

    /// A pawn of `seat` comes to rest on an ordinary square: alone, or beside its own
    /// pawn as a pair.
    fn arrive(&mut self, seat: Seat, square: Square) {
        let o = &mut self.occupant[square.index()];
        *o = if *o == seat as u8 + 1 {
            seat as u8 + 1 + PAIR
        } else {
            seat as u8 + 1
        };
    }

    pub fn options(&self) -> &Options {
        &self.options
    }

    /// The board the game is played on (D2, V5).
    #[inline]
    pub const fn board(&self) -> Board {
        self.options.board
    }

    /// The seats in play.
    pub fn seats(&self) -> SeatSet {
        self.seats
    }

    /// The seat whose pawns move now (and whose throw it is, unless `thrower` differs).
    pub fn to_move(&self) -> Seat {
        self.to_move
    }

    /// The seat whose turn it is: the one that throws and chooses. It differs from
    /// `to_move` only when a seat home throws for its partner (V14).
    pub fn thrower(&self) -> Seat {
        if self.carried {
            self.to_move.opposite()
        } else {
            self.to_move
        }
    }

    /// A seat's pawns in canonical order (empty for a seat not playing).
    pub fn pawns(&self, seat: Seat) -> &[Pawn] {
        if self.seats.contains(seat) {
            &self.pawns[seat][..self.options.pawns()]
        } else {
            &[]
        }
    }

    /// Whether the seat has cut at least once, which opens its gate (D11).
    pub fn gate_open(&self, seat: Seat) -> bool {
        // Without the gate rule (V9) every gate stands open.
        !self.options.gate || self.gate.contains(seat)
    }

    /// Seats whose gate is open.
    pub fn gates(&self) -> SeatSet {
        if self.options.gate {
            self.gate
        } else {
            self.seats
        }
    }

    /// Seats that have cut at least once (DPN's cut field), gate or no gate.
    pub fn have_cut(&self) -> SeatSet {
        self.gate
    }

    pub fn pending(&self) -> &Pending {
        &self.pending
    }

    /// Seats that have finished, in order (`places=on`).
    pub fn finished(&self) -> SeatOrder {
        self.finished
    }

    /// The seat whose pawn stands on an ordinary square, if any (never for safe squares).
    pub fn occupant(&self, square: Square) -> Option<Seat> {
        match self.occupant[square.index()] & !PAIR {
            0 => None,
            s => Some(Seat::from_index(s as usize - 1)),
        }
    }

    /// Whether two pawns of one player stand on the square as a pair (V17).
    pub fn pair_on(&self, square: Square) -> bool {
        self.occupant[square.index()] & PAIR != 0
    }

    #[inline]
    fn all_home(&self, seat: Seat) -> bool {
        // Sorted canonically, so the lowest pawn is on the centre only if all are.
        self.seats.contains(seat) && self.pawns[seat][0].is_finished(self.board())
    }

    /// Whether every pawn of the seat is on the centre.
    pub fn has_finished(&self, seat: Seat) -> bool {
        self.all_home(seat)
    }

    #[inline]
    pub fn is_over(&self) -> bool {
        self.over
    }

    fn compute_over(&self) -> bool {
        if self.options.teams {
            self.winning_team().is_some()
        } else if self.options.places {
            self.seats.len() - self.finished.len() <= 1
        } else {
            Seat::ALL.into_iter().any(|s| self.all_home(s))
        }
    }

    /// With teams: the first of the pair that has every pawn on the centre (V13).
    fn winning_team(&self) -> Option<Seat> {
        self.finished.iter().find(|s| self.all_home(s.opposite()))
    }

    /// The King as soon as there is one (D15): with `places=on` the game goes on after
    /// the King for the other places, so this may come before `outcome`. With teams, the
    /// first of the winning pair once both partners are home (V13).
    pub fn king(&self) -> Option<Seat> {
        if self.options.teams {
            return self.winning_team();
        }
        self.finished
            .first()
            .or_else(|| self.seats.iter().find(|s| self.all_home(*s)))
    }

    /// Who won, as soon as it is decided: the King alone, or the King and the partner.
    pub fn winners(&self) -> Option<SeatSet> {
        let king = self.king()?;
        let set = SeatSet::EMPTY.with(king);
        Some(if self.options.teams {
            set.with(king.opposite())
        } else {
            set
        })
    }

    /// The outcome once the game is over (D15).
    pub fn outcome(&self) -> Option<Outcome> {
        if !self.is_over() {
            return None;
        }
        let mut order = SeatOrder::new();
        if let Some(king) = self.winning_team().filter(|_| self.options.teams) {
            order.push(king);
            order.push(king.opposite());
            for seat in self.finished.iter().chain(self.seats.iter()) {
                if !order.contains(seat) {
                    order.push(seat);
                }
            }
        } else if self.options.places {
            order = self.finished;
            for seat in self.seats.iter() {
                order.push(seat);
            }
        } else if let Some(king) = self.seats.iter().find(|s| self.all_home(*s)) {
            order.push(king);
        }
        Some(Outcome {
            order,
            teams: self.options.teams,
        })
    }

    pub fn phase(&self) -> Phase {
        if self.is_over() {
            Phase::Over(self.outcome().expect("a finished game has an outcome"))
        } else if self.pending.is_empty() || self.pending.throw_again {
            Phase::Throw
        } else {
            Phase::Move
        }
    }

    /// Whether the seat to move must throw now.
    #[inline]
    pub fn needs_throw(&self) -> bool {
        (self.pending.is_empty() || self.pending.throw_again) && !self.is_over()
    }

    /// Takes a throw's value for the seat to move.
    pub fn throw(&mut self, value: Value) -> Result<(), ThrowError> {
        match self.phase() {
            Phase::Over(_) => Err(ThrowError::GameOver),
            Phase::Move => Err(ThrowError::MoveFirst),
            // A value the game's dice or shells never give (an 8 of the dice).
            Phase::Throw if self.options.dice.chances(value) == 0 => {
                Err(ThrowError::OtherImplement)
            }
            Phase::Throw => {
                self.throw_unchecked(value);
                Ok(())
            }
        }
    }

    /// Takes a throw without checking that one is due. Panics if the pool is full.
    pub fn throw_unchecked(&mut self, value: Value) {
        if self.options.is_pooled() {
            self.pending.push(value);
            self.pending.throw_again =
                self.options.dice.throws_again(value) && self.pending.len() < POOL_CAPACITY;
        } else {
            self.pending.clear();
            self.pending.push(value);
        }
    }

    fn has_entered(&self, seat: Seat) -> bool {
        // Sorted canonically: some pawn is not `n` exactly when the last one is not.
        self.pawns[seat][self.options.pawns() - 1] != Pawn::New
    }

    /// Whether a pawn off the board (`n` or `x`) may enter with `value` (D7, `entry`).
    #[inline]
    fn entry(&self, seat: Seat, from: Pawn, value: Value) -> Result<(), IllegalMove> {
        let one = value == Value::ONE;
        let one_or_five = one || value == Value::FIVE;
        // Four cowries never give a 5, so every pawn enters on a 1 (V2).
        let no_five = self.options.dice.chances(Value::FIVE) == 0;
        let needs_one = match (from, self.options.entry) {
            _ if no_five => true,
            (Pawn::Cut, Entry::One) => true,
            (Pawn::Cut, _) => false,
            (_, Entry::Open5) => !self.has_entered(seat),
            _ => true,
        };
        match (needs_one, one, one_or_five) {
            (true, true, _) | (false, _, true) => Ok(()),
            (true, false, _) => Err(IllegalMove::EntryNeedsOne),
            (false, _, false) => Err(IllegalMove::EntryNeedsOneOrFive),
        }
    }

    /// Where a pawn of `seat` on the board at `from` lands with `value` (D8–D12).
    #[inline(always)]
    fn step(&self, seat: Seat, from: Progress, value: Value) -> Result<Landing, IllegalMove> {
        let board = self.board();
        if from == Progress::centre(board) {
            return Err(IllegalMove::PawnFinished);
        }
        let gate = self.gate_open(seat);
        let to = from
            .advance(value.get(), gate, board)
            .ok_or(IllegalMove::PastCentre)?;
        if self.options.pairs == Pairs::Block {
            // No pawn passes over an opponent's pair (V17).
            for k in 1..value.get() {
                let Some(over) = from.advance(k, gate, board) else {
                    break;
                };
                let square = over.square(board, seat);
                if !over.is_safe(board) && self.pair_on(square) && self.against(seat, square) {
                    return Err(IllegalMove::PairInTheWay(square));
                }
            }
        }
        if to.is_safe(board) {
            return Ok(Landing { to, cut: None });
        }
        let square = to.square(board, seat);
        let own = seat as u8 + 1;
        let twin = self.is_twin(seat, Pawn::At(from));
        match self.occupant[square.index()] {
            0 => Ok(Landing { to, cut: None }),
            // A second pawn of one's own makes a pair where pairs are played (V17, V18);
            // a twin never takes a third.
            o if o == own && !twin && self.options.pairs != Pairs::Off => {
                Ok(Landing { to, cut: None })
            }
            o if o & !PAIR == own => Err(IllegalMove::OwnPawnThere(square)),
            o if self
                .options
                .partners(seat, Seat::from_index((o & !PAIR) as usize - 1)) =>
            {
                Err(IllegalMove::PartnerThere(square))
            }
            // Only a twin cuts a twin, and both its pawns go back (V18).
            o if o & PAIR != 0 && self.options.pairs == Pairs::Twin && !twin => {
                Err(IllegalMove::TwinThere(square))
            }
            o if o & PAIR != 0 && self.options.pairs == Pairs::Block => {
                Err(IllegalMove::PairThere(square))
            }
            o if o & PAIR != 0 => Ok(Landing {
                to,
                cut: Some(Seat::from_index((o & !PAIR) as usize - 1)),
            }),
            o => Ok(Landing {
                to,
                cut: Some(Seat::from_index(o as usize - 1)),
            }),
        }
    }

    /// Whether `seat`'s pawn `from` is one of a twin, which moves as one (V18): two of its
    /// pawns on an ordinary square when twins are played.
    fn is_twin(&self, seat: Seat, from: Pawn) -> bool {
        let board = self.board();
        self.options.pairs == Pairs::Twin
            && matches!(from, Pawn::At(p) if !p.is_safe(board)
                && self.occupant[p.square(board, seat).index()] == seat as u8 + 1 + PAIR)
    }

    /// Whether the pawns on `square` belong to an opponent of `seat` (not the seat itself,
    /// nor its partner).
    fn against(&self, seat: Seat, square: Square) -> bool {
        self.occupant(square)
            .is_some_and(|o| o != seat && !self.options.partners(seat, o))
    }

    /// Where `seat`'s pawn `from` would land with `value`, or why it cannot move.
    #[inline]
    pub fn landing(&self, seat: Seat, from: Pawn, value: Value) -> Result<Landing, IllegalMove> {
        match from {
            Pawn::At(p) => self.step(seat, p, value),
            _ => self.entry(seat, from, value).map(|()| Landing {
                to: Progress::HOME,
                cut: None,
            }),
        }
    }

    #[inline]
    fn push_moves_for(&self, value: Value, list: &mut MoveList) {
        let seat = self.to_move;
        let pawns = &self.pawns[seat][..self.options.pawns()];
        for (i, &pawn) in pawns.iter().enumerate() {
            if i > 0 && pawns[i - 1] == pawn {
                continue;
            }
            let ok = match pawn {
                Pawn::At(p) => self.step(seat, p, value).is_ok(),
                _ => self.entry(seat, pawn, value).is_ok(),
            };
            if ok {
                list.push(Move::Pawn { from: pawn, value });
            }
        }
    }

    /// Whether some pawn of the seat to move can use `value`.
    pub fn can_use(&self, value: Value) -> bool {
        let seat = self.to_move;
        self.pawns(seat)
            .iter()
            .any(|&p| self.landing(seat, p, value).is_ok())
    }

    /// The legal moves for the pending value(s): the one source of truth. Empty while a
    /// throw is due or the game is over; `[pass]` when no value can be used (D13).
    #[inline]
    pub fn legal_moves(&self) -> MoveList {
        let mut list = MoveList::new();
        self.legal_moves_into(&mut list);
        list
    }

    /// `legal_moves` into a list the caller reuses (the simulator's hot path).
    pub fn legal_moves_into(&self, list: &mut MoveList) {
        list.clear();
        if self.pending.is_empty() || self.pending.throw_again || self.is_over() {
            return;
        }
        if self.pending.len == 1 {
            // Immediate turns always hold one value: skip the duplicate check.
            self.push_moves_for(self.pending.values[0], list);
        } else {
            let mut seen = [false; Value::ALL.len()];
            for value in self.pending.values() {
                if !std::mem::replace(&mut seen[value.ordinal()], true) {
                    self.push_moves_for(value, list);
                }
            }
        }
        if list.is_empty() {
            list.push(Move::Pass);
        }
    }

    /// Whether `mv` can be played now, and if not, why.
    pub fn check_move(&self, mv: Move) -> Result<(), IllegalMove> {
        match self.phase() {
            Phase::Over(_) => return Err(IllegalMove::GameOver),
            Phase::Throw => return Err(IllegalMove::NotThrownYet),
            Phase::Move => {}
        }
        match mv {
            Move::Pass => {
                if self.pending.values().any(|v| self.can_use(v)) {
                    Err(IllegalMove::MustMove)
                } else {
                    Ok(())
                }
            }
            Move::Pawn { from, value } => {
                if !self.pending.contains(value) {
                    return Err(IllegalMove::ValueNotThrown(value));
                }
                if !self.pawns(self.to_move).contains(&from) {
                    return Err(IllegalMove::NoSuchPawn(from));
                }
                self.landing(self.to_move, from, value).map(|_| ())
            }
        }
    }

    pub fn is_legal(&self, mv: Move) -> bool {
        self.check_move(mv).is_ok()
    }

    /// Plays a move after checking it; on error the position comes back unchanged.
    pub fn play(mut self, mv: Move) -> Result<(Position, MoveReport), PlayError> {
        match self.check_move(mv) {
            Ok(()) => {
                let report = self.play_unchecked(mv);
                Ok((self, report))
            }
            Err(reason) => Err(PlayError {
                position: Box::new(self),
                mv,
                reason,
            }),
        }
    }

    /// Plays a legal move. Illegal moves leave the position in an unspecified (but
    /// memory-safe) state, and may panic: check with `legal_moves` or `is_legal` first.
    pub fn play_unchecked(&mut self, mv: Move) -> MoveReport {
        let seat = self.to_move;
        let mut report = MoveReport {
            seat,
            to: None,
            cut: None,
            opened_gate: false,
            seat_finished: false,
        };
        let Move::Pawn { from, value } = mv else {
            // A lost throw (D13): after an immediate 1, 5, 6 or 12 the seat throws again (D14).
            let dice = self.options.dice;
            let again = !self.options.is_pooled()
                && self
                    .pending
                    .values()
                    .next()
                    .is_some_and(|v| dice.throws_again(v));
            self.pending.clear();
            if !again {
                self.pass_turn();
            }
            return report;
        };
        let landing = self
            .landing(seat, from, value)
            .expect("play_unchecked: illegal move");
        // A twin moves as one (V18): both its pawns go.
        let movers = if self.is_twin(seat, from) { 2 } else { 1 };
        for _ in 0..movers {
            self.move_pawn(seat, from, Pawn::At(landing.to));
        }
        if let Some(victim) = landing.cut {
            let board = self.board();
            let square = landing.to.square(board, seat);
            let at = board.progress_on_route(victim, square);
            // A twin cut goes back whole.
            let victims = if self.pair_on(square) { 2 } else { 1 };
            for _ in 0..victims {
                self.move_pawn(victim, Pawn::At(at), Pawn::Cut);
            }
            report.opened_gate = !self.gate_open(seat);
            self.gate.insert(seat);
        }
        if !landing.to.is_safe(self.board()) {
            for _ in 0..movers {
                self.arrive(seat, landing.to.square(self.board(), seat));
            }
        }
        report.to = Some(landing.to);
        report.cut = landing.cut;
        report.seat_finished = self.all_home(seat);
        let bonus = landing.cut.is_some() && self.options.cut_bonus;

        if report.seat_finished {
            self.pending.clear();
            if self.options.keeps_finishers() {
                self.finished.push(seat);
                self.pass_turn();
            }
            self.over = self.compute_over();
            // With places=off the game is over and the King stays to move.
            return report;
        }
        if self.options.is_pooled() {
            self.pending.spend(value);
            if bonus {
                self.pending.throw_again = !self.pending.is_empty();
            } else if !self.pending.values().any(|v| self.can_use(v)) {
                self.pending.clear();
                self.pass_turn();
            }
        } else {
            self.pending.clear();
            if !(self.options.dice.throws_again(value) || bonus) {
                self.pass_turn();
            }
        }
        report
    }

    /// Moves one of `seat`'s pawns from `from` to `to`, keeping canonical order and
    /// clearing the square it leaves.
    fn move_pawn(&mut self, seat: Seat, from: Pawn, to: Pawn) {
        let n = self.options.pawns();
        let pawns = &mut self.pawns[seat][..n];
        let Some(i) = pawns.iter().position(|p| *p == from) else {
            panic!("move_pawn: {seat} has no pawn {from}");
        };
        if let Pawn::At(p) = from
            && !p.is_safe(self.options.board)
        {
            // One of a pair leaves the other alone.
            let o = &mut self.occupant[p.square(self.options.board, seat).index()];
            *o = if *o & PAIR != 0 { *o & !PAIR } else { 0 };
        }
        pawns[i] = to;
        // One element changed: bubble it into place.
        let mut i = i;
        while i + 1 < n && pawns[i] > pawns[i + 1] {
            pawns.swap(i, i + 1);
            i += 1;
        }
        while i > 0 && pawns[i] < pawns[i - 1] {
            pawns.swap(i, i - 1);
            i -= 1;
        }
    }

    /// The next seat in play after `seat` (R→G→Y→B), skipping finished seats.
    fn next_seat(&self, seat: Seat) -> Seat {
        let mut next = seat;
        for _ in 0..4 {
            next = next.next();
            if self.seats.contains(next)
                && (!self.finished.contains(next) || self.options.throws_for_partner())
            {
                return next;
            }
        }
        seat
    }

    /// Passes the turn from the seat whose turn it was to the next in play; a seat home
    /// throws for its partner (V14).
    #[inline]
    fn pass_turn(&mut self) {
        let next = self.next_seat(self.thrower());
        self.set_turn(next);
    }

    /// Gives the turn to `seat`: its own pawns move, or its partner's when it is home and
    /// throws for the partner (V14).
    #[inline]
    fn set_turn(&mut self, seat: Seat) {
        if !self.options.throws_for_partner() {
            // The usual game: the seat moves its own pawns.
            self.carried = false;
            self.to_move = seat;
            return;
        }
        let partner = seat.opposite();
        self.carried = self.finished.contains(seat) && !self.finished.contains(partner);
        self.to_move = if self.carried { partner } else { seat };
    }
}

impl fmt::Debug for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Position({self})")
    }
}

impl Position {
    /// Re-checks every invariant, including the derived occupancy table. For tests and
    /// debugging: a `Position` built through the public API always passes.
    pub fn validate(&self) -> Result<(), String> {
        let setup = self.to_setup();
        validate::check_setup(&setup, &self.options).map_err(|e| e.to_string())?;
        let rebuilt = Position::from_setup(setup, self.options).map_err(|e| e.to_string())?;
        if rebuilt.occupant != self.occupant {
            return Err("occupancy table out of date".into());
        }
        if rebuilt.over != self.over {
            return Err("game-over flag out of date".into());
        }
        if rebuilt.pawns != self.pawns {
            return Err("pawns not in canonical order".into());
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn d4_every_pawn_starts_off_the_board_four_by_default() {
        let seats = SeatSet::EMPTY.with(Seat::Green).with(Seat::Blue);
        for (options, count) in [
            (Options::default(), 4),
            (Options::default().with_pawns(5).unwrap(), 5),
            (Options::default().with_pawns(6).unwrap(), 6),
        ] {
            let position = Position::new(options, seats).unwrap();
            for seat in seats.iter() {
                assert_eq!(position.pawns(seat), vec![Pawn::New; count].as_slice());
            }
            assert_eq!(position.pawns(Seat::Red), &[] as &[Pawn]);
            assert_eq!(
                position.to_move(),
                Seat::Green,
                "the first seat in play starts"
            );
            assert!(position.needs_throw());
        }
        assert_eq!(Options::default().with_pawns(3), None);
        assert_eq!(Options::default().with_pawns(7), None);
    }

    #[test]
    fn d15_the_king_is_known_as_soon_as_the_last_pawn_is_home() {
        let position = |dpn, options: &str| {
            Position::from_dpn(dpn, options.parse().unwrap()).expect("a legal position")
        };
        let racing = position("n,n,3,10/-/n,n,n,2/- R - -", "");
        assert_eq!(racing.king(), None);
        let over = position("48,48,48,48/-/10,11,12,13/- R R -", "");
        assert_eq!(over.king(), Some(Seat::Red));
        assert_eq!(over.outcome().map(|o| o.king()), over.king());
        // With places the game goes on, and Red is King before there is an outcome.
        let places = position("48,48,48,48/n,n,n,n/10,11,12,13/- G R - R", "places=on");
        assert_eq!((places.king(), places.outcome()), (Some(Seat::Red), None));
    }
}
