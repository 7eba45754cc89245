//! Learning from one's own games (issue 66): Dhayam's part of the exercises' screen
//! (`widgets::learning` holds the screen's state and frame), over the whole window as
//! the review is. "Learn from this game" opens it while the game's exercises
//! are found on another thread; File ▸ Practise opens it on the players' exercises due
//! today. Each exercise is the position as it was, the throw in hand: "Find a better
//! move", answered on the board or typed. A right answer is told why (the kind of
//! mistake's sentence); a wrong one shows the better move on the board and the chance the
//! game's move lost against it, then the answer's chance beside the better move's once a
//! hint's look has ranked the throw's moves. "Show me" shows the better move played, then
//! "The game went on" steps through the game's own moves from the position, each with the
//! throws before it.

use egui::Ui;

use super::{Command, GameConfig, board, text};
use crate::dhayam::ai::learn::MistakeKind;
use crate::dhayam::play::record::{Ply, apply};
use crate::dhayam::rules::{Move, Position};
use crate::dhayam::typed::{TypedMoveError, read_move};
use crate::games::practice::KeptExercise;
use crate::widgets::learning::{self, Exercise};
use crate::widgets::mistakes::Summary;

/// One exercise asked: whose it is, as kept, and read back through the rules.
#[derive(Clone, Debug)]
pub struct Item {
    pub name: String,
    pub exercise: KeptExercise,
    position: Position,
    better: Move,
    played: Move,
    /// The game's throws and moves from the position on, as far as they read.
    line: Vec<Ply>,
}

impl Item {
    /// The position asked, the throw in hand.
    pub fn position(&self) -> &Position {
        &self.position
    }

    /// The exercise as asked, `None` when it does not read back through the rules.
    pub fn new(name: String, exercise: KeptExercise) -> Option<Item> {
        let (position, played, better) = exercise.dhayam()?;
        let mut at = position;
        let mut line = Vec::new();
        for (i, text) in exercise.line.iter().enumerate() {
            let Some(ply) = Ply::read(text, true) else {
                break;
            };
            if apply(&mut at, ply, i + 1).is_err() {
                break;
            }
            line.push(ply);
        }
        Some(Item {
            name,
            exercise,
            position,
            better,
            played,
            line,
        })
    }
}

impl Exercise for Item {
    type Move = Move;
    type Unread = TypedMoveError;

    fn is_legal(&self, mv: Move) -> bool {
        self.position.is_legal(mv)
    }

    fn better(&self) -> Move {
        self.better
    }

    fn line_len(&self) -> usize {
        self.line
            .iter()
            .filter(|p| matches!(p, Ply::Move(_)))
            .count()
    }

    fn read(&self, words: &str) -> Result<Move, TypedMoveError> {
        read_move(&self.position, words)
    }

    fn row(&self) -> String {
        let from = &self.exercise.from;
        text::learn_row(&self.name, &from.date, &from.opponents.join(", "))
    }
}

/// What Dhayam's screen keeps of the exercise shown beside the shared state: after a
/// wrong answer, every move of the position with its chance, once a hint's look has
/// ranked them.
#[derive(Default)]
pub struct Own {
    ranked: Option<Vec<(Move, f64)>>,
}

/// The screen's state.
pub type LearnScreen = learning::Screen<Item, Own>;

/// The tutorial lesson that teaches a kind of mistake, by its id.
fn lesson_of(kind: MistakeKind) -> &'static str {
    match kind {
        MistakeKind::GateNotOpened => "gate",
        MistakeKind::CutLeft => "cutting",
        MistakeKind::CentreNotReached => "centre",
        MistakeKind::SafeIgnored => "safe",
        MistakeKind::PooledMisused => "house-rules",
    }
}

/// What each player keeps getting wrong, in words: each kind (by its key, as counted by
/// `games::practice::kinds`) with the number and title of the lesson that teaches it.
pub fn summary(kinds: &[(String, Vec<(String, usize)>)]) -> Summary {
    let lang = crate::i18n::language();
    let lessons: Vec<(String, String)> = crate::dhayam::tutorial::lessons()
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
                Some(lesson_of(kind)),
            ))
        },
        &lessons,
    )
}

impl LearnScreen {
    /// After a wrong answer, every move with its chance, once ranked.
    pub fn ranking(&self) -> Option<&[(Move, f64)]> {
        self.own.ranked.as_deref()
    }

    /// A wrong answer's position ranked: every move with its chance.
    pub fn ranked(&mut self, ranked: Vec<(Move, f64)>) {
        if self.answered().is_some() {
            self.own.ranked = Some(ranked);
        }
    }

    /// What the screen says of the exercise shown and its answer, in words.
    fn words(&self, config: &GameConfig) -> Vec<String> {
        let Some(item) = self.current() else {
            return vec![self.words_without_exercise()];
        };
        let name_of = |s| config.name(s);
        let say = |mv| text::move_words(&item.position, mv, name_of);
        let values: Vec<String> = item
            .position
            .pending()
            .values()
            .map(|v| v.get().to_string())
            .collect();
        let mut words = vec![
            text::learn_ask(),
            text::learn_in_hand(&item.name, &values.join(", "), &say(item.played)),
        ];
        match self.answered() {
            Some(mv) if mv == item.better => {
                words.push(text::learn_right(&say(mv)));
                let kind = item
                    .exercise
                    .kind
                    .as_deref()
                    .and_then(MistakeKind::from_key);
                words.push(match kind {
                    Some(kind) => kind.why(crate::i18n::language()),
                    None => text::learn_right_plain(),
                });
            }
            Some(mv) => {
                words.push(text::learn_wrong(&say(item.better), item.exercise.lost));
                let chance = |m: Move| {
                    self.ranking()
                        .and_then(|r| r.iter().find(|(x, _)| *x == m).map(|(_, c)| *c))
                };
                words.push(match (chance(mv), chance(item.better)) {
                    (Some(yours), Some(better)) => text::learn_yours(&say(mv), yours, better),
                    _ => text::learn_yours_finding(),
                });
            }
            None => {}
        }
        if self.step() > 0 {
            words.push(line_words(item, self.step(), config).0);
        }
        if let Some(e) = self.typed_error() {
            words.push(text::typed_error(e));
        }
        words
    }
}

/// The game's line from the exercise's position as far as `moves` of its moves, in
/// words (each move with the throws before it, and whose they were, as the move log says
/// a turn), and the position after them.
fn line_words(item: &Item, moves: usize, config: &GameConfig) -> (String, Position) {
    let mut at = item.position;
    let mut said = Vec::new();
    let mut values = Vec::new();
    for ply in item.line.iter().copied() {
        if said.len() == moves {
            break;
        }
        let name = config.name(at.to_move());
        match ply {
            Ply::Throw(t) | Ply::HandThrow(t) => values.push(t.value().get().to_string()),
            Ply::Move(mv) => {
                let words = text::move_words(&at, mv, |s| config.name(s));
                said.push(if values.is_empty() {
                    text::said_line(&name, &words)
                } else {
                    text::said_turn(&name, &std::mem::take(&mut values), &[words])
                });
            }
        }
        // The line was read through the rules when the exercise was.
        let _ = apply(&mut at, ply, 0);
    }
    (text::learn_line(&said.join(". ")), at)
}

/// Shows the screen over the whole window, Dhayam's board in its middle.
pub fn show(ui: &mut Ui, screen: &mut LearnScreen, config: &GameConfig) -> Vec<Command> {
    let words = screen.words(config);
    learning::show(ui, screen, &words, |ui, screen| {
        let item = screen.current()?;
        match screen.answered() {
            None => {
                let moves: Vec<Move> = item.position.legal_moves().iter().copied().collect();
                let view = board::BoardView {
                    position: &item.position,
                    moves: &moves,
                    anim: None,
                    now: 0.0,
                    hint: None,
                };
                match board::show(ui, &view) {
                    Some(Command::Play(mv)) => Some(mv),
                    _ => None,
                }
            }
            // The game's own throws and moves from the position, as far as stepped.
            Some(_) if screen.step() > 0 => {
                let (words, after) = line_words(item, screen.step(), config);
                board::review_board(ui, &after, None, None, &words);
                None
            }
            Some(_) if screen.shown() => {
                let mut after = item.position;
                after.play_unchecked(item.better);
                board::review_board(ui, &after, None, None, &text::learn_shown());
                None
            }
            Some(answer) => {
                board::review_board(
                    ui,
                    &item.position,
                    Some(answer),
                    Some(item.better),
                    &text::learn_board(),
                );
                None
            }
        }
    })
    .into_iter()
    .map(Command::Learning)
    .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::practice::FromGame;
    use crate::store::practice::Day;

    /// Red could cut Yellow at b7 with 10+4 and played 3+4 (the gate not opened).
    fn item() -> Item {
        let exercise = KeptExercise {
            game: crate::games::GameKind::Dhayam,
            rules: String::new(),
            position: "n,n,3,10/-/n,n,n,2/- R - 4".into(),
            played: "3+4".into(),
            better: "10+4".into(),
            lost: 0.18,
            chance: None,
            line: Vec::new(),
            kind: Some("gate-not-opened".into()),
            from: FromGame::default(),
            schedule: crate::store::practice::Schedule::new(Day(0)),
        };
        Item::new("Amma".into(), exercise).unwrap()
    }

    /// An exercise is answered once: a move that is not legal there, or a second answer,
    /// is not taken; a typed move that does not read says why and answers nothing.
    #[test]
    fn an_exercise_takes_one_legal_answer() {
        let mut screen = LearnScreen::practise(vec![item()], Summary::default());
        assert_eq!(screen.answer("2+4".parse().unwrap()), None);
        assert_eq!(screen.typed("z9"), None);
        assert!(screen.typed_error().is_some());
        let played = screen.typed("3+4").unwrap();
        assert_eq!(screen.answer(played), Some(false));
        assert_eq!(screen.answer("10+4".parse().unwrap()), None);
        screen.show_me();
        assert!(screen.shown());
        // The same exercise asked again starts afresh, and the better move is right.
        screen.go_to(0);
        assert!(!screen.shown() && screen.answered().is_none());
        assert_eq!(screen.answer("10+4".parse().unwrap()), Some(true));
    }

    /// A wrong answer's chance and the better move's are told once ranked, until then
    /// that they are being worked out; asked again, the ranking starts afresh.
    #[test]
    fn a_wrong_answer_is_told_its_chance_once_ranked() {
        let mut screen = LearnScreen::practise(vec![item()], Summary::default());
        let config = GameConfig::default_with_seed(1);
        let (wrong, better): (Move, Move) = ("3+4".parse().unwrap(), "10+4".parse().unwrap());
        assert_eq!(screen.answer(wrong), Some(false));
        assert!(screen.words(&config).contains(&text::learn_yours_finding()));
        screen.ranked(vec![(better, 0.61), (wrong, 0.43)]);
        let words = screen.words(&config).join(" ");
        let position = *screen.current().unwrap().position();
        let say = |mv| text::move_words(&position, mv, |s| config.name(s));
        assert!(
            words.contains(&text::learn_yours(&say(wrong), 0.43, 0.61)),
            "{words}"
        );
        screen.go_to(0);
        assert!(screen.ranking().is_none());
    }

    /// The game went on from the exercise: 3+4 played, then Yellow threw twice and
    /// moved, then Red: "The game went on" steps a move at a time with the throws
    /// before it, as far as the line goes, and the board is the game's position.
    #[test]
    fn the_game_went_on_steps_through_the_games_moves_and_their_throws() {
        let moved = |p: Ply| match p {
            Ply::Move(mv) => mv,
            _ => panic!("{p:?} is no move"),
        };
        let mut at = *item().position();
        let mut line = vec![Ply::Move("3+4".parse().unwrap())];
        at.play_unchecked(moved(line[0]));
        // Yellow's throws until one leaves a move, then Red's.
        let mut moves = Vec::new();
        for landing in ["2,1", "3,1", "1,1", "3,3", "2,2", "0,1"] {
            if moves.len() == 2 {
                break;
            }
            let throw = crate::dhayam::rules::Throw::from_landing_text(landing).unwrap();
            if at.throw(throw.value()).is_err() {
                continue;
            }
            line.push(Ply::Throw(throw));
            while at.pending().values().next().is_some() {
                let mv = at.legal_moves().iter().copied().next().unwrap();
                at.play_unchecked(mv);
                line.push(Ply::Move(mv));
                moves.push(mv);
            }
        }
        let mut exercise = item().exercise;
        exercise.line = line.iter().map(|p| p.text()).collect();
        let item = Item::new("Amma".into(), exercise).unwrap();
        let moves_in_line = line.iter().filter(|p| matches!(p, Ply::Move(_))).count();
        assert_eq!(item.line_len(), moves_in_line);
        assert!(moves_in_line >= 2, "{line:?}");

        let config = GameConfig::default_with_seed(1);
        let mut screen = LearnScreen::practise(vec![item], Summary::default());
        screen.line_next();
        assert_eq!(screen.step(), 0, "nothing to step before Show me");
        assert_eq!(screen.answer("3+4".parse().unwrap()), Some(false));
        screen.show_me();
        screen.line_next();
        screen.line_next();
        assert_eq!(screen.step(), 2);
        // Said as the move log says a turn: the move played, then Yellow's throw and move.
        let start = *screen.current().unwrap().position();
        let name = |s| config.name(s);
        let mut after = start;
        let first = text::said_line(
            &name(start.to_move()),
            &text::move_words(&start, moved(line[0]), name),
        );
        after.play_unchecked(moved(line[0]));
        let Ply::Throw(throw) = line[1] else {
            panic!("{line:?}")
        };
        let yellow = after.to_move();
        after.throw(throw.value()).unwrap();
        let second = text::said_turn(
            &name(yellow),
            &[throw.value().get().to_string()],
            &[text::move_words(&after, moved(line[2]), name)],
        );
        let words = screen.words(&config).join(" ");
        assert!(
            words.contains(&text::learn_line(&format!("{first}. {second}"))),
            "{words}"
        );
        let (_, shown) = line_words(screen.current().unwrap(), 2, &config);
        after.play_unchecked(moved(line[2]));
        assert_eq!(shown.to_dpn(), after.to_dpn());
        for _ in 0..10 {
            screen.line_next();
        }
        assert_eq!(screen.step(), moves_in_line);
    }

    /// An exercise kept before Dhayam kept the game's line (a statistics file with no
    /// `line`) still reads and is asked, with no line to step through.
    #[test]
    fn an_exercise_of_an_older_file_reads_with_no_line() {
        let mut stats = crate::games::Statistics::default();
        let mut with_line = item().exercise;
        with_line.line = vec!["3+4".into()];
        crate::games::practice::keep(&mut stats.exercises, "Amma", [with_line]);
        let mut file = serde_json::to_value(&stats).unwrap();
        let kept = file["exercises"]["Amma"][0].as_object_mut().unwrap();
        assert!(kept.remove("line").is_some());
        use crate::store::statistics::StatisticsFile;
        let stats = crate::games::Statistics::from_text(&file.to_string()).unwrap();
        let kept = stats.exercises["Amma"][0].clone();
        assert!(kept.line.is_empty());
        let item = Item::new("Amma".into(), kept).unwrap();
        assert_eq!(item.line_len(), 0);
        let mut screen = LearnScreen::practise(vec![item], Summary::default());
        screen.answer("3+4".parse().unwrap());
        screen.show_me();
        screen.line_next();
        assert_eq!(screen.step(), 0);
    }

    /// A kept exercise that does not read back through the rules is never asked.
    #[test]
    fn an_exercise_that_does_not_read_is_not_asked() {
        let mut bad = item().exercise;
        bad.played = "n+6".into();
        assert!(Item::new("Amma".into(), bad).is_none());
    }
}
