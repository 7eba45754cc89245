//! Learning from one's own games (issue 66): Makruk's part of the exercises' screen
//! (`widgets::learning` holds the screen's state and frame). "Learn from this game" (the
//! game over, the side panel once the game is reviewed) opens it while the game's
//! exercises are found on another thread; File ▸ Practise opens it on the players' Makruk
//! exercises due today. Each exercise is the position as it was: "Find a better move",
//! answered on the board (a click on the piece and one on its square, or a drag) or
//! typed. A right answer is told why (the kind of mistake's sentence); a wrong one shows
//! the better move on the board and the win chance each of the game's moves gave, and
//! the answer's own once a hint's search has judged it. "Show me" shows the better move
//! played, then "The game went on" steps through the game's own moves from the position.

use egui::Ui;

use super::board::{self, BoardView};
use super::command::Command;
use super::config::Looks;
use super::text;
use crate::games::practice::KeptExercise;
use crate::makruk::ai::learn::MistakeKind;
use crate::makruk::notation::typed::{TypedMoveError, read_move};
use crate::makruk::rules::{Bitboard, Move, Position, Square};
use crate::widgets::learning::{self, Exercise};
use crate::widgets::mistakes::Summary;

/// One exercise asked: whose it is, as kept, and read back through the rules.
#[derive(Clone, Debug)]
pub struct Item {
    pub name: String,
    pub exercise: KeptExercise,
    position: Position,
    played: Move,
    better: Move,
    /// The game's moves from the position on, as far as they read.
    line: Vec<Move>,
}

impl Item {
    /// The exercise as asked, `None` when it does not read back through the rules.
    pub fn new(name: String, exercise: KeptExercise) -> Option<Item> {
        let (position, played, better) = exercise.makruk()?;
        let mut at = position;
        let mut line = Vec::new();
        for uci in &exercise.line {
            let Ok(mv) = at.parse_uci(uci) else {
                break;
            };
            at.play_unchecked(mv);
            line.push(mv);
        }
        Some(Item {
            name,
            exercise,
            position,
            played,
            better,
            line,
        })
    }

    pub fn position(&self) -> &Position {
        &self.position
    }

    pub fn played(&self) -> Move {
        self.played
    }
}

impl Exercise for Item {
    type Move = Move;
    type Unread = TypedMoveError;

    fn is_legal(&self, mv: Move) -> bool {
        self.position.legal_moves().iter().any(|m| *m == mv)
    }

    fn better(&self) -> Move {
        self.better
    }

    fn line_len(&self) -> usize {
        self.line.len()
    }

    fn read(&self, words: &str) -> Result<Move, TypedMoveError> {
        read_move(&self.position, words)
    }

    fn row(&self) -> String {
        let from = &self.exercise.from;
        text::learn_row(&self.name, &from.date, &from.opponents.join(", "))
    }
}

/// What Makruk's screen keeps of the exercise shown beside the shared state.
#[derive(Default)]
pub struct Own {
    /// The piece picked up on the exercise's board.
    selected: Option<Square>,
    /// The win chance of a wrong answer that was not the game's move: `None` while it is
    /// worked out.
    yours: Option<f64>,
}

/// The screen's state.
pub type LearnScreen = learning::Screen<Item, Own>;

/// The tutorial lesson that teaches a kind of mistake, by its id: none teaches a piece
/// left hanging or a capture for nothing yet.
fn lesson_of(kind: MistakeKind) -> Option<&'static str> {
    match kind {
        MistakeKind::MateMissed => Some("check"),
        MistakeKind::PromotionDelayed => Some("bia"),
        MistakeKind::CountingMissed => Some("board-honour"),
        MistakeKind::PieceHanging | MistakeKind::CaptureMissed => None,
    }
}

/// What each player keeps getting wrong, in words: each kind (by its key, as counted by
/// `games::practice::kinds`) with the number and title of the lesson that teaches it.
pub fn summary(kinds: &[(String, Vec<(String, usize)>)]) -> Summary {
    let lang = crate::i18n::language();
    let lessons: Vec<(String, String)> = crate::makruk::tutorial::lessons()
        .unwrap_or_default()
        .iter()
        .map(|l| (l.id.clone(), crate::i18n::message(lang, &l.title, None)))
        .collect();
    Summary::of(
        kinds,
        |key| {
            let kind = MistakeKind::from_key(key)?;
            Some((
                crate::i18n::message(lang, &kind.name_id(), None),
                lesson_of(kind),
            ))
        },
        &lessons,
    )
}

impl LearnScreen {
    /// A click on the exercise's board: picks up a piece of the side to move, or puts
    /// the piece picked up down on a square it may go to (the move it makes, to answer).
    pub fn click(&mut self, square: Square) -> Option<Move> {
        let item = self.current()?;
        if self.answered().is_some() {
            return None;
        }
        if let Some(from) = self.own.selected
            && let Some(mv) = self.move_between(from, square)
        {
            self.own.selected = None;
            return Some(mv);
        }
        let own = item
            .position
            .piece_at(square)
            .is_some_and(|p| p.color == item.position.turn());
        self.own.selected = (own && self.own.selected != Some(square)).then_some(square);
        None
    }

    /// The legal move of the exercise's position from `from` to `to`, if there is one.
    pub fn move_between(&self, from: Square, to: Square) -> Option<Move> {
        let item = self.current()?;
        item.position
            .legal_moves()
            .iter()
            .copied()
            .find(|m| m.from == from && m.to == to)
    }

    /// A wrong answer's own win chance, once worked out.
    pub fn yours(&self) -> Option<f64> {
        self.own.yours
    }

    /// A wrong answer's own win chance, worked out on another thread.
    pub fn set_yours(&mut self, chance: f64) {
        self.own.yours = Some(chance);
    }

    /// The win chance a wrong answer gives, where known without a search: the game's
    /// move gave the better move's chance less what it lost.
    fn known_chance(&self, mv: Move) -> Option<f64> {
        let item = self.current()?;
        if mv == item.played {
            return item.exercise.chance.map(|c| c - item.exercise.lost);
        }
        self.own.yours
    }

    /// Whether a wrong answer's win chance must be worked out by a search.
    pub fn needs_yours(&self) -> Option<Move> {
        let item = self.current()?;
        let answer = self.answered()?;
        (answer != item.better && answer != item.played && self.own.yours.is_none())
            .then_some(answer)
    }

    /// Where the piece picked up may go, while the exercise waits for its answer.
    fn destinations(&self) -> Bitboard {
        let (Some(item), Some(from), None) = (self.current(), self.own.selected, self.answered())
        else {
            return Bitboard::EMPTY;
        };
        item.position
            .legal_moves()
            .iter()
            .filter(|m| m.from == from)
            .map(|m| m.to)
            .collect()
    }

    /// What the screen says of the exercise shown and its answer, in words.
    fn words(&self, looks: Looks) -> Vec<String> {
        let Some(item) = self.current() else {
            return vec![self.words_without_exercise()];
        };
        let say = |mv| looks.notation.write_move(&item.position, mv);
        let mut words = vec![
            text::learn_ask(),
            text::learn_to_move(
                &item.name,
                &text::color(item.position.turn()),
                &say(item.played),
            ),
        ];
        match self.answered() {
            Some(mv) if mv == item.better => {
                words.push(text::learn_right(&say(mv)));
                words.push(text::learn_why(item.exercise.kind.as_deref()));
            }
            Some(mv) => {
                words.push(text::learn_wrong(
                    &say(item.better),
                    &say(item.played),
                    item.exercise.chance,
                    item.exercise.lost,
                ));
                if mv != item.played {
                    words.push(match self.known_chance(mv) {
                        Some(chance) => text::learn_yours(&say(mv), chance),
                        None => text::learn_yours_finding(),
                    });
                }
            }
            None => {}
        }
        if self.step() > 0 {
            let mut at = item.position;
            let mut sans = Vec::new();
            for mv in &item.line[..self.step()] {
                sans.push(looks.notation.write_move(&at, *mv));
                at.play_unchecked(*mv);
            }
            words.push(text::learn_line(&sans.join(" ")));
        }
        if let Some(e) = self.typed_error() {
            words.push(text::typed_error(e));
        }
        words
    }
}

/// Shows the screen over the whole window, Makruk's board in its middle.
pub fn show(ui: &mut Ui, screen: &mut LearnScreen, looks: Looks) -> Vec<Command> {
    let words = screen.words(looks);
    let destinations = screen.destinations();
    learning::show(ui, screen, &words, |ui, screen| {
        let item = screen.current()?;
        let notation = looks.notation;
        let label =
            |sq, piece, promoted, marks| text::square_marked(sq, piece, promoted, notation, marks);
        let step = screen.step();
        let after;
        let (position, last_move, hint) = match screen.answered() {
            None => (&item.position, None, None),
            // The game's own moves from the position, as far as stepped.
            Some(_) if step > 0 => {
                let mut p = item.position;
                for mv in &item.line[..step] {
                    p.play_unchecked(*mv);
                }
                after = p;
                (&after, Some(item.line[step - 1]), None)
            }
            Some(_) if screen.shown() => {
                let mut p = item.position;
                p.play_unchecked(item.better);
                after = p;
                (&after, Some(item.better), None)
            }
            Some(answer) if answer == item.better => (&item.position, None, Some(answer)),
            // Wrong: the better move's arrow, the answer framed as the last move.
            Some(answer) => (&item.position, Some(answer), Some(item.better)),
        };
        let view = BoardView {
            position,
            // The side to move at the bottom, as the player saw it in the game.
            flipped: item.position.turn() == crate::makruk::rules::Color::Black,
            look: looks.board,
            style: looks.pieces,
            notation,
            selected: screen.own.selected.filter(|_| screen.answered().is_none()),
            destinations,
            last_move,
            earlier_move: None,
            hint,
            anim: None,
            interactive: screen.answered().is_none(),
            label: &label,
        };
        board::show(ui, &view)
    })
    .into_iter()
    .map(Command::Learning)
    .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::practice::FromGame;
    use crate::store::practice::{Day, Schedule};

    /// White put the ruea on a5, where Black's bia takes it; Ra2 kept it.
    fn item() -> Item {
        let exercise = KeptExercise {
            game: crate::games::GameKind::Makruk,
            rules: String::new(),
            position: "4k3/8/1p6/8/8/8/8/R2K4 w - - 0 1".into(),
            played: "a1a5".into(),
            better: "a1a2".into(),
            lost: 0.4,
            chance: Some(0.9),
            line: vec!["a1a5".into(), "b6a5".into(), "d1d2".into()],
            kind: Some("piece-hanging".into()),
            from: FromGame::default(),
            schedule: Schedule::new(Day(0)),
        };
        Item::new("Somchai".into(), exercise).unwrap()
    }

    fn sq(name: &str) -> Square {
        name.parse().unwrap()
    }

    /// A click picks up a piece of the side to move, a second puts it down (the move it
    /// makes is the answer); the other side's pieces and empty squares pick nothing up.
    #[test]
    fn two_clicks_make_the_answer_and_a_move_is_answered_once() {
        let mut screen = LearnScreen::practise(vec![item()], Summary::default());
        assert_eq!(screen.click(sq("b6")), None);
        assert_eq!(screen.own.selected, None);
        assert_eq!(screen.click(sq("a1")), None);
        assert_eq!(screen.own.selected, Some(sq("a1")));
        let mv = screen.click(sq("a5")).unwrap();
        assert_eq!(mv.to_string(), "a1a5");
        assert_eq!(screen.answer(mv), Some(false));
        assert_eq!(screen.answer(screen.current().unwrap().better()), None);
        assert_eq!(screen.click(sq("a1")), None);
        // Typed, on the same exercise asked again: SAN reads, nonsense says why.
        screen.go_to(0);
        assert_eq!(screen.typed("Zz9"), None);
        assert!(screen.typed_error().is_some());
        let mv = screen.typed("Ra2").unwrap();
        assert_eq!(screen.answer(mv), Some(true));
    }

    /// "Show me", then the game's own line a move at a time, as far as it goes; the
    /// game's move, answered, has its chance known, another wrong one is searched.
    #[test]
    fn show_me_steps_through_the_games_line() {
        let mut screen = LearnScreen::practise(vec![item()], Summary::default());
        screen.line_next();
        assert_eq!(screen.step(), 0, "nothing to step before Show me");
        let played = screen.current().unwrap().played();
        assert_eq!(screen.answer(played), Some(false));
        assert_eq!(screen.needs_yours(), None);
        assert_eq!(screen.known_chance(played), Some(0.9 - 0.4));
        screen.show_me();
        for want in 1..=3 {
            screen.line_next();
            assert_eq!(screen.step(), want);
        }
        screen.line_next();
        assert_eq!(screen.step(), 3);
        let words = screen.words(Looks::default()).join(" ");
        assert!(words.contains(&text::learn_line("Ra5 bxa5 Kd2")), "{words}");
        // Another wrong answer: its chance is searched for, then told.
        screen.go_to(0);
        let other = screen.typed("Kc2").unwrap();
        assert_eq!(screen.answer(other), Some(false));
        assert_eq!(screen.needs_yours(), Some(other));
        screen.set_yours(0.7);
        assert_eq!(screen.needs_yours(), None);
        let words = screen.words(Looks::default()).join(" ");
        assert!(words.contains(&text::learn_yours("Kc2", 0.7)), "{words}");
    }

    /// A kept exercise that does not read back through the rules is never asked.
    #[test]
    fn an_exercise_that_does_not_read_is_not_asked() {
        let mut bad = item().exercise;
        bad.played = "a1h8".into();
        assert!(Item::new("Somchai".into(), bad).is_none());
    }
}
