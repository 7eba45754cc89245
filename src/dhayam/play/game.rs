//! A game in progress: the record, the current position and the seeded dice, with undo.
//! The app, the tutorial and the CLI all drive games through this one type.

use crate::dhayam::play::dice::Dice;
use crate::dhayam::play::record::{GameRecord, Ply, ReplayError};
use crate::dhayam::rules::{
    BySeat, IllegalMove, Move, MoveReport, Options, Phase, Position, PositionError, SeatSet, Throw,
    ThrowError, Value,
};

/// Counts per seat, for the game-over table.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SeatStats {
    pub throws: u32,
    /// The sum of the values thrown (luck: their average against the dice's 3.75).
    pub throw_sum: u32,
    pub moves: u32,
    pub cuts: u32,
    /// Times this seat's pawns were cut.
    pub cut_by_others: u32,
}

#[derive(Debug)]
pub struct Game {
    record: GameRecord,
    position: Position,
    dice: Dice,
    /// Where the record starts when it is not the usual start (`from_position`).
    start: Option<Position>,
    /// This game's line of plies: new for each game, each clone and each undo, kept while
    /// plies are only added. With the record's length it names the record ([`Game::revision`]).
    lineage: u64,
}

/// A game's record as it stands, named without comparing it: equal revisions are equal
/// records (the same line of plies, as long). What the window derives from the record
/// (the legal moves, the log, the statistics) is kept by revision.
pub type Revision = (u64, usize);

/// A lineage no game has had before.
fn new_lineage() -> u64 {
    static NEXT: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(1);
    NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed)
}

impl Clone for Game {
    /// A clone may go its own way: it starts a lineage of its own.
    fn clone(&self) -> Game {
        Game {
            record: self.record.clone(),
            position: self.position,
            dice: self.dice.clone(),
            start: self.start,
            lineage: new_lineage(),
        }
    }
}

impl Game {
    pub fn new(options: Options, seats: SeatSet, seed: u64) -> Result<Game, PositionError> {
        let record = GameRecord::new(options, seats, seed)?;
        let position = Position::new(options, seats)?;
        Ok(Game {
            record,
            position,
            dice: Dice::from_seed(seed),
            start: None,
            lineage: new_lineage(),
        })
    }

    /// A game that starts from a prepared position (the tutorial's exercises) with the
    /// dice of `seed`. Its record replays from that position, not from the usual start,
    /// so it is not one to save.
    pub fn from_position(start: Position, seed: u64) -> Game {
        Game {
            record: GameRecord {
                options: *start.options(),
                seats: start.seats(),
                seed,
                plies: Vec::new(),
            },
            position: start,
            dice: Dice::from_seed(seed),
            start: Some(start),
            lineage: new_lineage(),
        }
    }

    /// The position the record starts from.
    fn start(&self) -> Result<Position, ReplayError> {
        match self.start {
            Some(start) => Ok(start),
            None => self.record.start(),
        }
    }

    /// The position after the record's plies, replayed from its start.
    fn replayed(&self) -> Result<Position, ReplayError> {
        #[cfg(test)]
        crate::dhayam::play::record::replays::count();
        let mut position = self.start()?;
        for (i, ply) in self.record.plies.iter().enumerate() {
            crate::dhayam::play::record::apply(&mut position, *ply, i + 1)?;
        }
        Ok(position)
    }

    /// Resumes a recorded game; every ply is checked by the rules.
    pub fn from_record(record: GameRecord) -> Result<Game, ReplayError> {
        let position = record.position()?;
        let dice = Dice::after(record.seed, record.seeded_throws());
        Ok(Game {
            record,
            position,
            dice,
            start: None,
            lineage: new_lineage(),
        })
    }

    pub fn position(&self) -> &Position {
        &self.position
    }

    pub fn record(&self) -> &GameRecord {
        &self.record
    }

    /// The record as it stands, named without comparing it.
    pub fn revision(&self) -> Revision {
        (self.lineage, self.record.plies.len())
    }

    /// The dice as they stand: the next throw is theirs (tests).
    #[cfg(test)]
    pub(crate) fn dice(&self) -> &Dice {
        &self.dice
    }

    /// The last throw of the dice, if any, and whether it is still waiting to be used.
    pub fn last_throw(&self) -> Option<Throw> {
        self.record.plies.iter().rev().find_map(|p| p.throw())
    }

    /// The game so far, turn by turn, for the move log.
    pub fn log(&self) -> Vec<crate::dhayam::play::log::Turn> {
        match self.start() {
            Ok(start) => crate::dhayam::play::log::turns(start, &self.record.plies),
            Err(_) => Vec::new(),
        }
    }

    /// Brings `log` up to this game's record: the new plies told after the ones it has,
    /// or the whole game anew when `log` is another game's or older than an undo. `None`
    /// makes one.
    pub fn update_log(&self, log: &mut Option<(u64, crate::dhayam::play::log::Log)>) {
        let plies = &self.record.plies;
        match log {
            Some((lineage, told)) if *lineage == self.lineage && told.told() <= plies.len() => {
                told.extend(&plies[told.told()..]);
            }
            _ => {
                let Ok(start) = self.start() else {
                    *log = None;
                    return;
                };
                let mut told = crate::dhayam::play::log::Log::new(start);
                told.extend(plies);
                *log = Some((self.lineage, told));
            }
        }
    }

    /// Throws the dice for the seat to move.
    pub fn throw(&mut self) -> Result<Throw, ThrowError> {
        if !self.position.needs_throw() {
            return Err(if self.position.is_over() {
                ThrowError::GameOver
            } else {
                ThrowError::MoveFirst
            });
        }
        let throw = self.dice.throw_with(self.position.options().dice);
        self.position.throw_unchecked(throw.value());
        self.record.plies.push(Ply::Throw(throw));
        Ok(throw)
    }

    /// Takes a throw of the players' own dice, entered by hand (the "real dice" option):
    /// recorded as such, and the seeded dice keep their place for the app's own throws.
    pub fn throw_by_hand(&mut self, throw: Throw) -> Result<Throw, ThrowError> {
        if !self.position.needs_throw() {
            return Err(if self.position.is_over() {
                ThrowError::GameOver
            } else {
                ThrowError::MoveFirst
            });
        }
        if throw.implement() != self.position.options().dice {
            return Err(ThrowError::OtherImplement);
        }
        self.position.throw_unchecked(throw.value());
        self.record.plies.push(Ply::HandThrow(throw));
        Ok(throw)
    }

    /// Plays a move after checking it.
    pub fn play(&mut self, mv: Move) -> Result<MoveReport, IllegalMove> {
        self.position.check_move(mv)?;
        let report = self.position.play_unchecked(mv);
        self.record.plies.push(Ply::Move(mv));
        Ok(report)
    }

    /// Whether there is a move to undo.
    pub fn can_undo(&self) -> bool {
        self.record.plies.iter().any(|p| matches!(p, Ply::Move(_)))
    }

    /// Takes back the last move (and any throws made after it). The throw the move used
    /// stays, and the dice are not re-rolled: the next throw is the one that came before.
    pub fn undo_move(&mut self) -> Option<Move> {
        let last = self
            .record
            .plies
            .iter()
            .rposition(|p| matches!(p, Ply::Move(_)))?;
        let Ply::Move(mv) = self.record.plies[last] else {
            unreachable!()
        };
        self.record.plies.truncate(last);
        self.lineage = new_lineage();
        self.position = self.replayed().expect("a prefix of a legal record replays");
        self.dice = Dice::after(self.record.seed, self.record.seeded_throws());
        Some(mv)
    }

    /// Throws, moves and cuts per seat over the whole game.
    pub fn stats(&self) -> BySeat<SeatStats> {
        let mut stats: BySeat<SeatStats> = BySeat::default();
        let Ok(mut position) = self.start() else {
            return stats;
        };
        for ply in &self.record.plies {
            // Counted for whoever throws and moves (V14: a seat home plays for its partner).
            let seat = position.thrower();
            match *ply {
                Ply::Throw(t) | Ply::HandThrow(t) => {
                    stats[seat].throws += 1;
                    stats[seat].throw_sum += u32::from(t.value().get());
                    position.throw_unchecked(t.value());
                }
                Ply::Move(mv) => {
                    if position.check_move(mv).is_err() {
                        break;
                    }
                    let report = position.play_unchecked(mv);
                    // A pass (a throw that could not be used) moves no pawn.
                    if mv != Move::Pass {
                        stats[seat].moves += 1;
                    }
                    if let Some(victim) = report.cut {
                        stats[seat].cuts += 1;
                        stats[victim].cut_by_others += 1;
                    }
                }
            }
        }
        stats
    }
}

/// In pooled turns, the saved value whose moves a player is offered: the one chosen if
/// it is saved and can be used, else the first saved value that can be. The window, the
/// lessons and the exercises all offer moves by this one rule.
pub fn current_value(position: &Position, chosen: Option<Value>) -> Option<Value> {
    if !matches!(position.phase(), Phase::Move) {
        return None;
    }
    if let Some(v) = chosen
        && position.pending().contains(v)
        && position.can_use(v)
    {
        return Some(v);
    }
    position.pending().values().find(|v| position.can_use(*v))
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::dhayam::rules::{MoveList, Phase, Seat};

    fn two_seat_game(seed: u64) -> Game {
        let seats = SeatSet::EMPTY.with(Seat::Red).with(Seat::Yellow);
        Game::new(Options::default(), seats, seed).unwrap()
    }

    /// Throws and plays `pick`'s move until `plies` plies are recorded or the game ends.
    pub(crate) fn play_on(game: &mut Game, plies: usize, pick: fn(&MoveList) -> Move) {
        while game.record().plies.len() < plies {
            match game.position().phase() {
                Phase::Over(_) => break,
                Phase::Throw => {
                    game.throw().unwrap();
                }
                Phase::Move => {
                    let mv = pick(&game.position().legal_moves());
                    game.play(mv).unwrap();
                }
            }
        }
    }

    fn advance(game: &mut Game, plies: usize) {
        play_on(game, plies, |moves| moves[0]);
    }

    #[test]
    fn a_seed_and_its_choices_replay_exactly() {
        let mut game = two_seat_game(9);
        advance(&mut game, 400);
        let replayed = Game::from_record(game.record().clone()).unwrap();
        assert_eq!(replayed.position(), game.position());
        assert!(game.record().throws_match_seed());
    }

    /// The move log kept up to date throw by throw is the log told from the whole record,
    /// also after an undo and for another game (the window tells on, never replays).
    #[test]
    fn a_log_told_on_ply_by_ply_is_the_log_of_the_whole_record() {
        let mut game = two_seat_game(5);
        let mut log = None;
        for plies in (1..300).step_by(7) {
            advance(&mut game, plies);
            game.update_log(&mut log);
            let (_, told) = log.as_ref().unwrap();
            assert_eq!(told.turns(), game.log().as_slice(), "after {plies} plies");
        }
        game.undo_move().unwrap();
        game.update_log(&mut log);
        assert_eq!(log.as_ref().unwrap().1.turns(), game.log().as_slice());
        let other = two_seat_game(6);
        other.update_log(&mut log);
        assert_eq!(log.as_ref().unwrap().1.turns(), other.log().as_slice());
    }

    /// Equal revisions are equal records: an undo or a clone goes on under a new one.
    #[test]
    fn a_revision_names_one_record() {
        let mut game = two_seat_game(3);
        advance(&mut game, 40);
        let at = game.revision();
        let mut copy = game.clone();
        assert_ne!(copy.revision(), at);
        game.undo_move().unwrap();
        assert_ne!(game.revision(), at);
        advance(&mut copy, 41);
        assert_eq!(copy.revision().1, 41);
    }

    #[test]
    fn undo_keeps_the_throw_and_does_not_reroll() {
        let mut game = two_seat_game(3);
        advance(&mut game, 60);
        // Finish on a move, then throw once more.
        while !matches!(game.position().phase(), Phase::Throw) {
            let next = game.record().plies.len() + 1;
            advance(&mut game, next);
        }
        let next_throw = game.clone().throw().unwrap();
        let before = *game.position();
        let undone = game.undo_move().expect("a move to undo");
        assert!(matches!(game.position().phase(), Phase::Move));
        assert!(game.position().is_legal(undone));
        game.play(undone).unwrap();
        assert_eq!(*game.position(), before);
        assert_eq!(game.throw().unwrap(), next_throw, "the dice were re-rolled");
    }

    #[test]
    fn stats_count_throws_and_cuts() {
        let mut game = two_seat_game(11);
        advance(&mut game, usize::MAX);
        let stats = game.stats();
        let throws: u32 = stats.0.iter().map(|s| s.throws).sum();
        assert_eq!(u64::from(throws), game.record().throws());
        let cuts: u32 = stats.0.iter().map(|s| s.cuts).sum();
        let cut: u32 = stats.0.iter().map(|s| s.cut_by_others).sum();
        assert_eq!(cuts, cut);
        assert!(game.position().is_over());
        // Moves count pawns moved, not throws passed.
        let moved = game
            .record()
            .plies
            .iter()
            .filter(|p| matches!(p, Ply::Move(Move::Pawn { .. })))
            .count();
        let moves: u32 = stats.0.iter().map(|s| s.moves).sum();
        assert_eq!(moves as usize, moved);
        let passes = game.record().plies.len() - moved - throws as usize;
        assert!(passes > 0, "the game had passes to leave out");
    }

    #[test]
    fn a_game_from_a_prepared_position_plays_and_undoes_from_there() {
        let first = |moves: &MoveList| moves[0];
        let mut g = two_seat_game(3);
        play_on(&mut g, 40, first);
        let start = *g.position();
        let mut e = Game::from_position(start, 9);
        assert_eq!(e.dice().clone().throw(), Dice::from_seed(9).throw());
        play_on(&mut e, 30, first);
        let replay = |e: &Game| {
            let mut p = start;
            for (i, ply) in e.record().plies.iter().enumerate() {
                crate::dhayam::play::record::apply(&mut p, *ply, i + 1).unwrap();
            }
            p
        };
        assert_eq!(replay(&e), *e.position());
        assert!(e.undo_move().is_some());
        assert_eq!(replay(&e), *e.position());
        assert_eq!(
            e.stats().0.iter().map(|s| s.throws).sum::<u32>() as u64,
            e.record().throws()
        );
    }
}
