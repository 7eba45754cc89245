//! Validity checks kept apart from move generation (like cozy-chess's `validate.rs`):
//! every reader of positions goes through them, and tests run them after every move.

use std::fmt;

use super::board::{Progress, Square};
use super::moves::Pawn;
use super::options::{Options, Pairs};
use super::seat::{Seat, SeatSet};
use super::setup::{POOL_CAPACITY, Setup};
use super::throw::{Implement, Value};

/// Why a setup is not a legal position. Each names the seat, pawn or square at fault.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PositionError {
    /// Fewer than 2 or more than 4 seats play (D3).
    SeatCount(usize),
    /// Two players must sit opposite (D3).
    NotOpposite(Seat, Seat),
    /// A seat has the wrong number of pawns for the `pawns` option (D4).
    PawnCount {
        seat: Seat,
        found: usize,
        expected: usize,
    },
    /// A pawn is past the outer ring while its seat's gate is closed (D11).
    PastClosedGate { seat: Seat, progress: Progress },
    /// Two pawns on one ordinary square (D9).
    SharedSquare {
        square: Square,
        first: Seat,
        second: Seat,
    },
    /// A cut pawn, but no opponent of its seat has ever cut (D10).
    CutWithoutCutter(Seat),
    /// The cut field lists a seat that does not play.
    CutByAbsentSeat(Seat),
    /// The finished field lists a seat that does not play.
    FinishedAbsentSeat(Seat),
    /// Seats are listed as finished while `places=off`.
    FinishedWithoutPlaces,
    /// A seat listed as finished has pawns off the centre.
    FinishedWithPawnsOut(Seat),
    /// A seat has every pawn on the centre but is not listed as finished (`places=on`).
    FinishedNotListed(Seat),
    /// Every seat is listed as finished; the game stops when one is left.
    EverySeatFinished,
    /// With `places=off` only one seat can have every pawn on the centre.
    TwoKings(Seat, Seat),
    /// A trailing `+` in immediate turns.
    ThrowAgainInImmediate,
    /// More than one value waiting in immediate turns.
    SeveralValuesInImmediate(usize),
    /// A `+` with no values before it (the field is then `-`).
    ThrowAgainWithoutValues,
    /// More values than a pooled turn can hold.
    TooManyValues(usize),
    /// The seat to move does not play.
    ToMoveAbsent(Seat),
    /// The seat to move has finished while the game goes on.
    ToMoveFinished(Seat),
    /// Partners need four players (V11); this many play.
    TeamsNeedFour(usize),
    /// Throwing for the partner (V14) needs partners.
    ForPartnerNeedsTeams,
    /// A seat is listed as finished after a team had won, which ends the game (V13).
    FinishedAfterTheEnd(Seat),
    /// More than two of a seat's pawns on one ordinary square (V17 allows a pair).
    Crowded { square: Square, seat: Seat },
    /// A pawn's progress is past the centre of the board in play (its route's last, the
    /// centre, is `centre`: 48 on 7×7, 24 on 5×5).
    OffTheRoute {
        seat: Seat,
        progress: Progress,
        centre: Progress,
    },
    /// A value waiting to be used that the game's dice or shells never give (an 8 of the
    /// dice, a 5 of four cowries).
    NotAThrow { value: Value, implement: Implement },
}

impl fmt::Display for PositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use PositionError::*;
        match self {
            SeatCount(0) => f.write_str("no seat plays; a game has 2 to 4"),
            SeatCount(1) => f.write_str("only 1 seat plays; a game has 2 to 4"),
            SeatCount(n) => write!(f, "{n} seats play; a game has 2 to 4"),
            NotOpposite(a, b) => {
                write!(f, "{a} and {b} are not opposite; two players sit opposite")
            }
            PawnCount {
                seat,
                found,
                expected,
            } => {
                write!(f, "{seat} has {found} pawns; this game has {expected} each")
            }
            PastClosedGate { seat, progress } => write!(
                f,
                "{seat} pawn at {progress} is past the outer ring, but {seat} has not cut yet (the gate is closed)"
            ),
            SharedSquare {
                square,
                first,
                second,
            } if first == second => {
                write!(f, "two {first} pawns on {square}, an ordinary square")
            }
            SharedSquare {
                square,
                first,
                second,
            } => {
                write!(
                    f,
                    "{first} and {second} pawns share {square}, an ordinary square"
                )
            }
            CutWithoutCutter(s) => write!(f, "{s} has a cut pawn (x) but no opponent has cut"),
            CutByAbsentSeat(s) => write!(f, "the cut field lists {s}, who does not play"),
            FinishedAbsentSeat(s) => write!(f, "the finished field lists {s}, who does not play"),
            FinishedWithoutPlaces => f.write_str("seats are listed as finished but places=off"),
            FinishedWithPawnsOut(s) => {
                write!(f, "{s} is listed as finished but has pawns off the centre")
            }
            FinishedNotListed(s) => {
                write!(
                    f,
                    "{s} has every pawn on the centre but is not listed as finished"
                )
            }
            EverySeatFinished => f.write_str("every seat is listed as finished"),
            TwoKings(a, b) => write!(f, "{a} and {b} both have every pawn on the centre"),
            ThrowAgainInImmediate => f.write_str("'+' (throw again first) is only for turn=pooled"),
            SeveralValuesInImmediate(n) => {
                write!(f, "{n} values wait, but immediate turns hold one")
            }
            ThrowAgainWithoutValues => f.write_str("'+' needs values before it"),
            TooManyValues(n) => {
                write!(
                    f,
                    "{n} values wait; a pooled turn holds at most {POOL_CAPACITY}"
                )
            }
            ToMoveAbsent(s) => write!(f, "{s} is to move but does not play"),
            ToMoveFinished(s) => write!(f, "{s} is to move but has finished"),
            TeamsNeedFour(n) => write!(f, "teams=on needs 4 seats; {n} play"),
            ForPartnerNeedsTeams => f.write_str("forpartner=on needs teams=on"),
            Crowded { square, seat } => {
                write!(
                    f,
                    "three {seat} pawns on {square}; an ordinary square holds a pair"
                )
            }
            OffTheRoute {
                seat,
                progress,
                centre,
            } => write!(
                f,
                "{seat} pawn at {progress} is past the centre, which is {centre} on this board"
            ),
            NotAThrow { value, implement } => write!(
                f,
                "{value} is not a throw of dice={} (its throws are {})",
                implement.key(),
                implement
                    .values()
                    .iter()
                    .map(|v| v.to_string())
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
            FinishedAfterTheEnd(s) => {
                write!(f, "{s} is listed as finishing after a team had won")
            }
        }
    }
}

impl std::error::Error for PositionError {}

pub(super) fn check_seats(seats: SeatSet) -> Result<(), PositionError> {
    if !(2..=4).contains(&seats.len()) {
        return Err(PositionError::SeatCount(seats.len()));
    }
    if seats.len() == 2 {
        let mut it = seats.iter();
        let (a, b) = (it.next().unwrap(), it.next().unwrap());
        if a.opposite() != b {
            return Err(PositionError::NotOpposite(a, b));
        }
    }
    Ok(())
}

/// Every check of the list of positions that cannot happen
/// (docs/src/reference/dhayam-rules.md, "Fine points"), in a fixed order.
pub(super) fn check_setup(setup: &Setup, options: &Options) -> Result<(), PositionError> {
    use PositionError::*;
    let seats: SeatSet = setup
        .pawns
        .iter()
        .filter(|(_, p)| p.is_some())
        .map(|(s, _)| s)
        .collect();
    check_seats(seats)?;
    if options.teams && seats.len() != 4 {
        return Err(TeamsNeedFour(seats.len()));
    }
    if options.for_partner && !options.teams {
        return Err(ForPartnerNeedsTeams);
    }
    let playing = |seat| seats.contains(seat);

    // Who stands on each ordinary square, and how many of its pawns.
    let mut occupant: [Option<(Seat, u8)>; Square::COUNT] = [None; Square::COUNT];
    for (seat, pawns) in setup.pawns.iter() {
        let Some(pawns) = pawns else { continue };
        if pawns.len() != options.pawns() {
            return Err(PawnCount {
                seat,
                found: pawns.len(),
                expected: options.pawns(),
            });
        }
        for pawn in pawns {
            match *pawn {
                Pawn::At(progress) if Progress::on(options.board, progress.get()).is_none() => {
                    return Err(OffTheRoute {
                        seat,
                        progress,
                        centre: Progress::centre(options.board),
                    });
                }
                Pawn::At(progress)
                    if options.gate
                        && !progress.is_outer(options.board)
                        && !setup.cut.contains(seat) =>
                {
                    return Err(PastClosedGate { seat, progress });
                }
                Pawn::At(progress) if !progress.is_safe(options.board) => {
                    let square = progress.square(options.board, seat);
                    match occupant[square.index()] {
                        // Two of one seat's pawns form a pair where pairs are played (V17).
                        Some((first, 1)) if first == seat && options.pairs != Pairs::Off => {
                            occupant[square.index()] = Some((seat, 2));
                        }
                        Some((first, 2)) if first == seat => {
                            return Err(Crowded { square, seat });
                        }
                        Some((first, _)) => {
                            return Err(SharedSquare {
                                square,
                                first,
                                second: seat,
                            });
                        }
                        None => occupant[square.index()] = Some((seat, 1)),
                    }
                }
                Pawn::Cut
                    if !setup
                        .cut
                        .iter()
                        .any(|s| s != seat && !options.partners(s, seat)) =>
                {
                    return Err(CutWithoutCutter(seat));
                }
                _ => {}
            }
        }
    }
    if let Some(seat) = setup.cut.iter().find(|s| !playing(*s)) {
        return Err(CutByAbsentSeat(seat));
    }

    let all_home = |seat: Seat| {
        setup.pawns[seat]
            .as_ref()
            .is_some_and(|p| p.iter().all(|p| p.is_finished(options.board)))
    };
    if let Some(seat) = setup.finished.iter().copied().find(|s| !playing(*s)) {
        return Err(FinishedAbsentSeat(seat));
    }
    if options.keeps_finishers() {
        if let Some(seat) = setup.finished.iter().copied().find(|s| !all_home(*s)) {
            return Err(FinishedWithPawnsOut(seat));
        }
        if let Some(seat) = seats
            .iter()
            .find(|s| all_home(*s) && !setup.finished.contains(s))
        {
            return Err(FinishedNotListed(seat));
        }
        if setup.finished.len() >= seats.len() {
            return Err(EverySeatFinished);
        }
        if options.teams {
            // The game ends when a pair is complete: nobody finishes after that.
            let finished = &setup.finished;
            let complete =
                (0..finished.len()).find(|&i| finished[..i].contains(&finished[i].opposite()));
            if let Some(late) = complete.and_then(|i| finished.get(i + 1)) {
                return Err(FinishedAfterTheEnd(*late));
            }
        }
    } else {
        if !setup.finished.is_empty() {
            return Err(FinishedWithoutPlaces);
        }
        let mut kings = seats.iter().filter(|s| all_home(*s));
        if let (Some(a), Some(b)) = (kings.next(), kings.next()) {
            return Err(TwoKings(a, b));
        }
    }

    if options.is_pooled() {
        if setup.dice.len() > POOL_CAPACITY {
            return Err(TooManyValues(setup.dice.len()));
        }
    } else {
        if setup.throw_again {
            return Err(ThrowAgainInImmediate);
        }
        if setup.dice.len() > 1 {
            return Err(SeveralValuesInImmediate(setup.dice.len()));
        }
    }
    if setup.throw_again && setup.dice.is_empty() {
        return Err(ThrowAgainWithoutValues);
    }
    if let Some(&value) = setup.dice.iter().find(|v| options.dice.chances(**v) == 0) {
        return Err(NotAThrow {
            value,
            implement: options.dice,
        });
    }

    if !playing(setup.to_move) {
        return Err(ToMoveAbsent(setup.to_move));
    }
    let over = if options.teams {
        seats.iter().any(|s| all_home(s) && all_home(s.opposite()))
    } else if options.places {
        seats.len() - setup.finished.len() <= 1
    } else {
        seats.iter().any(all_home)
    };
    // A seat home throws for its partner (V14): its turn goes on.
    if !over && setup.finished.contains(&setup.to_move) && !options.throws_for_partner() {
        return Err(ToMoveFinished(setup.to_move));
    }
    Ok(())
}
