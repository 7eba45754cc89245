//! A player's own exercises (issue 66), kept in the statistics file under the player's
//! name, of both games: each is the position as it was (Dhayam's DPN with its house rules
//! and the throw in hand, or Makruk's FEN), the move played and the better one as text,
//! the chance lost, the kind of mistake, the game it came from, and when it is asked
//! again (`store::practice::Schedule`). Nothing leaves the machine.
//!
//! The file may have been written by hand: an exercise is read back through each game's
//! rules before it is asked (`KeptExercise::dhayam`, `KeptExercise::makruk`), and an entry
//! that does not read is left out, never the whole file.

use std::collections::BTreeMap;

use serde::{Deserialize, Deserializer, Serialize};

use super::GameKind;
use crate::dhayam;
use crate::makruk;
use crate::store::practice::{Day, Schedule};
#[cfg(feature = "gui")]
use crate::widgets::{
    learning::{Exercise, Screen},
    mistakes::Summary,
};

/// At most this many exercises are kept per player: past it, the best known go first.
pub const MAX_KEPT: usize = 200;

/// At most this many of the game's moves are kept with an exercise, from its position on.
pub const LINE: usize = 8;

/// The game an exercise came from.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct FromGame {
    /// When it was played, `YYYY-MM-DD`.
    pub date: String,
    /// The other players' names.
    pub opponents: Vec<String>,
    /// The ply of the move, as the game's own review counts it (1 for the first).
    pub ply: usize,
}

/// One kept exercise.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct KeptExercise {
    pub game: GameKind,
    /// Dhayam's house rules as a save writes them (empty for the usual ones, and Makruk's).
    #[serde(default)]
    pub rules: String,
    /// DPN, the throw in hand, or FEN.
    pub position: String,
    /// Dhayam's `FROM+VALUE`, Makruk's UCI.
    pub played: String,
    pub better: String,
    /// The chance the move played lost, 0–1.
    pub lost: f64,
    /// The better move's chance, 0–1, where it was kept (Makruk's; older files have none).
    #[serde(default)]
    pub chance: Option<f64>,
    /// The game's moves from the position on, the move played first (at most `LINE`),
    /// for "Show me" to step through: Makruk's in UCI, Dhayam's with the throws between
    /// them as a save writes its plies (`23+3`, `t:3,1`); older files have none.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub line: Vec<String>,
    /// The kind of mistake's key (`cut-left`, `piece-hanging`…), if one fits.
    #[serde(default)]
    pub kind: Option<String>,
    #[serde(default)]
    pub from: FromGame,
    #[serde(default)]
    pub schedule: Schedule,
}

impl KeptExercise {
    /// A Dhayam exercise of a game played with `options`, due `today`.
    pub fn from_dhayam(
        e: &dhayam::ai::learn::Exercise,
        from: FromGame,
        today: Day,
    ) -> KeptExercise {
        KeptExercise {
            game: GameKind::Dhayam,
            rules: e.position.options().to_string(),
            position: e.position.to_dpn(),
            played: e.played.to_string(),
            better: e.better.to_string(),
            lost: e.lost,
            chance: None,
            line: Vec::new(),
            kind: e.kind.map(|k| k.key().to_string()),
            from,
            schedule: Schedule::new(today),
        }
    }

    /// A Makruk exercise, due `today`.
    pub fn from_makruk(
        e: &makruk::ai::learn::Exercise,
        from: FromGame,
        today: Day,
    ) -> KeptExercise {
        KeptExercise {
            game: GameKind::Makruk,
            rules: String::new(),
            position: e.position.fen(),
            played: e.played.to_string(),
            better: e.better.to_string(),
            lost: e.lost,
            chance: Some(e.chance),
            line: Vec::new(),
            kind: e.kind.map(|k| k.key().to_string()),
            from,
            schedule: Schedule::new(today),
        }
    }

    /// The Dhayam exercise read back through the rules: the position, the move played
    /// and the better one, each legal there; `None` for another game's or one that does
    /// not read.
    pub fn dhayam(
        &self,
    ) -> Option<(
        dhayam::rules::Position,
        dhayam::rules::Move,
        dhayam::rules::Move,
    )> {
        if self.game != GameKind::Dhayam {
            return None;
        }
        let options: dhayam::rules::Options = self.rules.parse().ok()?;
        let position = dhayam::rules::Position::from_dpn(&self.position, options).ok()?;
        let played: dhayam::rules::Move = self.played.parse().ok()?;
        let better: dhayam::rules::Move = self.better.parse().ok()?;
        (played != better && position.is_legal(played) && position.is_legal(better))
            .then_some((position, played, better))
    }

    /// The Makruk exercise read back through the rules, as `dhayam` does.
    pub fn makruk(
        &self,
    ) -> Option<(
        makruk::rules::Position,
        makruk::rules::Move,
        makruk::rules::Move,
    )> {
        if self.game != GameKind::Makruk {
            return None;
        }
        let position = makruk::rules::Position::from_fen(&self.position).ok()?;
        let played = position.parse_uci(&self.played).ok()?;
        let better = position.parse_uci(&self.better).ok()?;
        (played != better).then_some((position, played, better))
    }

    /// Whether it reads back through its game's rules.
    pub fn reads(&self) -> bool {
        match self.game {
            GameKind::Dhayam => self.dhayam().is_some(),
            GameKind::Makruk => self.makruk().is_some(),
        }
    }

    /// The same decision: the same game, rules, position and move played.
    fn same(&self, other: &KeptExercise) -> bool {
        (self.game, &self.rules, &self.position, &self.played)
            == (other.game, &other.rules, &other.position, &other.played)
    }
}

/// Every player's exercises, by name.
pub type Exercises = BTreeMap<String, Vec<KeptExercise>>;

/// Keeps `new` exercises for `name`: one already kept (the same decision, met again or
/// the same game learned twice) keeps its schedule; past `MAX_KEPT`, the best known go.
pub fn keep(all: &mut Exercises, name: &str, new: impl IntoIterator<Item = KeptExercise>) {
    let kept = all.entry(crate::store::names::bounded(name)).or_default();
    for e in new {
        if !kept.iter().any(|k| k.same(&e)) {
            kept.push(e);
        }
    }
    if kept.len() > MAX_KEPT {
        // The longest streak and latest due first out; the rest keep their order.
        let mut order: Vec<usize> = (0..kept.len()).collect();
        order.sort_by_key(|&i| {
            let s = kept[i].schedule;
            std::cmp::Reverse((s.streak, s.due))
        });
        let out: Vec<usize> = order[..kept.len() - MAX_KEPT].to_vec();
        let mut i = 0;
        kept.retain(|_| {
            i += 1;
            !out.contains(&(i - 1))
        });
    }
}

/// The places in `name`'s list of the exercises due `today` that read back, soonest due
/// first.
pub fn due(all: &Exercises, name: &str, today: Day) -> Vec<usize> {
    let Some(kept) = all.get(name) else {
        return Vec::new();
    };
    let mut due: Vec<usize> = (0..kept.len())
        .filter(|&i| kept[i].schedule.is_due(today) && kept[i].reads())
        .collect();
    due.sort_by_key(|&i| kept[i].schedule.due);
    due
}

/// What they keep getting wrong: how many of `name`'s kept exercises of `game` are of
/// each kind of mistake (by the kind's key), the most first (ties by key); exercises of
/// no kind are not counted.
pub fn kinds(all: &Exercises, name: &str, game: GameKind) -> Vec<(String, usize)> {
    let mut counts: BTreeMap<&str, usize> = BTreeMap::new();
    for e in all.get(name).into_iter().flatten() {
        if e.game == game
            && let Some(kind) = &e.kind
        {
            *counts.entry(kind).or_default() += 1;
        }
    }
    let mut out: Vec<(String, usize)> = counts
        .into_iter()
        .map(|(k, n)| (k.to_string(), n))
        .collect();
    out.sort_by(|a, b| b.1.cmp(&a.1).then_with(|| a.0.cmp(&b.0)));
    out
}

/// File ▸ Practise for one game: the exercises due today of every player (each with its
/// player's name), and what each player keeps getting wrong (`kinds`).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Practice {
    pub due: Vec<(String, KeptExercise)>,
    pub kinds: Vec<(String, Vec<(String, usize)>)>,
}

impl Practice {
    /// `game`'s exercises due `today` and its players' kinds of mistake.
    pub fn of(all: &Exercises, game: GameKind, today: Day) -> Practice {
        let due = all
            .keys()
            .flat_map(|name| {
                self::due(all, name, today)
                    .into_iter()
                    .map(move |i| (name.clone(), all[name][i].clone()))
            })
            .filter(|(_, e)| e.game == game)
            .collect();
        let kinds = all
            .keys()
            .map(|name| (name.clone(), kinds(all, name, game)))
            .filter(|(_, k)| !k.is_empty())
            .collect();
        Practice { due, kinds }
    }

    /// File ▸ Practise's screen: each exercise due read back by its game (`item`; one
    /// that does not read is left out), with what each player keeps getting wrong in the
    /// game's words (`summary`).
    #[cfg(feature = "gui")]
    pub fn screen<E: Exercise, X: Default>(
        self,
        item: impl Fn(String, KeptExercise) -> Option<E>,
        summary: impl FnOnce(&[(String, Vec<(String, usize)>)]) -> Summary,
    ) -> Screen<E, X> {
        let summary = summary(&self.kinds);
        let items = self
            .due
            .into_iter()
            .filter_map(|(name, exercise)| item(name, exercise))
            .collect();
        Screen::practise(items, summary)
    }
}

/// Records an answer to `name`'s exercise at `place`: wrong comes back tomorrow, right
/// later. Nothing happens for a place that is not there.
pub fn answered(all: &mut Exercises, name: &str, place: usize, right: bool, today: Day) {
    if let Some(e) = all.get_mut(name).and_then(|k| k.get_mut(place)) {
        e.schedule.answered(right, today);
    }
}

/// What a game's window tells the statistics of its exercises: those a game gave (kept
/// from `today`, the game's date today's when it has none), and each answer.
#[derive(Clone, Debug, PartialEq)]
pub enum News {
    Found {
        name: String,
        exercise: KeptExercise,
    },
    Answered {
        name: String,
        exercise: KeptExercise,
        right: bool,
    },
}

impl News {
    /// Keeps the news in `all`: a found exercise is kept (due `today`), an answer is
    /// told to its exercise (kept first, if it was not).
    pub fn keep_in(self, all: &mut Exercises, today: Day) {
        let (name, mut exercise, right) = match self {
            News::Found { name, exercise } => (name, exercise, None),
            News::Answered {
                name,
                exercise,
                right,
            } => (name, exercise, Some(right)),
        };
        exercise.schedule = Schedule::new(today);
        if exercise.from.date.is_empty() {
            exercise.from.date = today.date();
        }
        let name = crate::store::names::bounded(&name);
        let place_of = |all: &Exercises, e: &KeptExercise| {
            all.get(&name)
                .and_then(|kept| kept.iter().position(|k| k.same(e)))
        };
        keep(all, &name, [exercise.clone()]);
        if let Some(right) = right
            && let Some(place) = place_of(all, &exercise)
        {
            answered(all, &name, place, right, today);
        }
    }
}

/// Reads the statistics file's exercises leniently: an entry that does not read is left
/// out (and so is the whole section when it is not a map of lists), never the file.
pub fn lenient<'de, D: Deserializer<'de>>(d: D) -> Result<Exercises, D::Error> {
    let value = serde_json::Value::deserialize(d)?;
    let mut out = Exercises::new();
    if let serde_json::Value::Object(players) = value {
        for (name, list) in players {
            let serde_json::Value::Array(list) = list else {
                continue;
            };
            let kept: Vec<KeptExercise> = list
                .into_iter()
                .filter_map(|e| serde_json::from_value(e).ok())
                .filter(|e: &KeptExercise| e.lost.is_finite())
                .collect();
            out.insert(name, kept);
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::Statistics;
    use crate::store::statistics::StatisticsFile;

    /// Red could cut Yellow at b7 with 10+4 and opened no gate with 3+4 (issue 66's first
    /// kind), as the learning core gives it.
    fn dhayam_exercise() -> dhayam::ai::learn::Exercise {
        let position = dhayam::rules::Position::from_dpn(
            "n,n,3,10/-/n,n,n,2/- R - 4",
            dhayam::rules::Options::default(),
        )
        .unwrap();
        let (played, better) = ("3+4".parse().unwrap(), "10+4".parse().unwrap());
        dhayam::ai::learn::Exercise {
            ply: 14,
            seat: dhayam::rules::Seat::Red,
            position,
            played,
            better,
            lost: 0.18,
            kind: dhayam::ai::learn::MistakeKind::of(&position, played, better),
        }
    }

    fn makruk_exercise() -> makruk::ai::learn::Exercise {
        let position =
            makruk::rules::Position::from_fen("4k3/8/1p6/8/8/8/8/R2K4 w - - 0 1").unwrap();
        let (played, better) = (
            position.parse_uci("a1a5").unwrap(),
            position.parse_uci("a1a2").unwrap(),
        );
        makruk::ai::learn::Exercise {
            ply: 0,
            side: makruk::rules::Color::White,
            position,
            played,
            better,
            lost: 0.4,
            chance: 0.5,
            kind: makruk::ai::learn::MistakeKind::of(&position, played, better),
        }
    }

    fn from(date: &str) -> FromGame {
        FromGame {
            date: date.into(),
            opponents: vec!["Computer".into()],
            ply: 14,
        }
    }

    /// A statistics file as 0.1.0 wrote it, before exercises were kept.
    const OLDER_FILE: &str = r#"{
  "version": 1,
  "dhayam": { "Amma": { "computer": false, "played": [2, 0, 0], "won": [1, 0, 0],
    "cuts_made": 3, "cuts_suffered": 1, "throws": 80, "seats": 2, "throw_sum": 300,
    "shell_throws": 0, "four_shell_throws": 0 } },
  "app_dice": [10, 20, 25, 20, 10, 5, 5],
  "own_dice": [0, 0, 0, 0, 0, 0, 0],
  "app_shells": [0, 0, 0, 0, 0, 0, 0],
  "own_shells": [0, 0, 0, 0, 0, 0, 0],
  "app_four_shells": [0, 0, 0, 0, 0, 0, 0],
  "own_four_shells": [0, 0, 0, 0, 0, 0, 0],
  "makruk": { "Somchai": [ { "colour": "white", "opponent": "hard", "won": 1, "drawn": 0, "lost": 2 } ] }
}"#;

    #[test]
    fn an_older_statistics_file_reads_unchanged_with_no_exercises() {
        let old = Statistics::from_text(OLDER_FILE).unwrap();
        assert!(old.exercises.is_empty());
        assert_eq!(old.dhayam["Amma"].cuts_made, 3);
        assert_eq!(old.makruk["Somchai"][0].lost, 2);
        // Written again and read back, everything it held is as it was.
        let again = Statistics::from_text(&serde_json::to_string(&old).unwrap()).unwrap();
        assert_eq!(again, old);
    }

    #[test]
    fn exercises_are_kept_per_player_and_read_back_through_the_rules() {
        let today = Day(20_500);
        let mut stats = Statistics::default();
        keep(
            &mut stats.exercises,
            "Amma",
            [
                KeptExercise::from_dhayam(&dhayam_exercise(), from("2026-12-06"), today),
                KeptExercise::from_makruk(&makruk_exercise(), from("2026-12-06"), today),
            ],
        );
        let text = serde_json::to_string_pretty(&stats).unwrap();
        let back = Statistics::from_text(&text).unwrap();
        assert_eq!(back.exercises, stats.exercises);
        let kept = &back.exercises["Amma"];
        let (position, played, better) = kept[0].dhayam().unwrap();
        assert_eq!(position.to_dpn(), "n,n,3,10/-/n,n,n,2/- R - 4");
        assert_eq!(
            (played.to_string(), better.to_string()),
            ("3+4".into(), "10+4".into())
        );
        assert_eq!(kept[0].kind.as_deref(), Some("gate-not-opened"));
        let (position, played, _) = kept[1].makruk().unwrap();
        assert_eq!(position.san(played), "Ra5");
        assert_eq!(kept[1].kind.as_deref(), Some("piece-hanging"));
        assert!(kept[0].makruk().is_none() && kept[1].dhayam().is_none());
        // Both are due at once; nobody else has any.
        assert_eq!(due(&back.exercises, "Amma", today), [0, 1]);
        assert!(due(&back.exercises, "Ravi", today).is_empty());

        // The same game learned again keeps one of each, with its schedule.
        let mut twice = back.exercises.clone();
        answered(&mut twice, "Amma", 0, true, today);
        keep(
            &mut twice,
            "Amma",
            [KeptExercise::from_dhayam(
                &dhayam_exercise(),
                from("2026-12-07"),
                today,
            )],
        );
        assert_eq!(twice["Amma"].len(), 2);
        assert_eq!(twice["Amma"][0].schedule.right, 1);
    }

    /// Wrong comes back tomorrow, right later: what Practise lists each day.
    #[test]
    fn a_wrong_answer_is_due_tomorrow_and_a_right_one_later() {
        let today = Day(20_500);
        let mut all = Exercises::new();
        keep(
            &mut all,
            "Amma",
            [
                KeptExercise::from_dhayam(&dhayam_exercise(), from("2026-12-06"), today),
                KeptExercise::from_makruk(&makruk_exercise(), from("2026-12-06"), today),
            ],
        );
        answered(&mut all, "Amma", 0, false, today);
        answered(&mut all, "Amma", 1, true, today);
        answered(&mut all, "Amma", 9, true, today);
        assert!(due(&all, "Amma", today).is_empty());
        assert_eq!(due(&all, "Amma", today.after(1)), [0]);
        assert_eq!(due(&all, "Amma", today.after(3)), [0, 1]);
    }

    /// A hand-edited file: an entry that does not read, or whose position breaks the
    /// rules, is left out or never offered; the rest of the file reads.
    #[test]
    fn a_damaged_exercise_is_left_out_and_the_file_still_reads() {
        let today = Day(20_500);
        let mut stats = Statistics::from_text(OLDER_FILE).unwrap();
        keep(
            &mut stats.exercises,
            "Amma",
            [KeptExercise::from_dhayam(
                &dhayam_exercise(),
                from("2026-12-06"),
                today,
            )],
        );
        let mut value = serde_json::to_value(&stats).unwrap();
        let list = value["exercises"]["Amma"].as_array_mut().unwrap();
        let mut illegal = list[0].clone();
        illegal["played"] = "n+6".into();
        let mut no_position = list[0].clone();
        no_position["position"] = 7.into();
        let mut bad_number = list[0].clone();
        bad_number["lost"] = "much".into();
        list.extend([illegal, no_position, bad_number, serde_json::json!("x")]);
        value["exercises"]["Ravi"] = serde_json::json!({ "not": "a list" });
        let back = Statistics::from_text(&value.to_string()).unwrap();
        assert_eq!(back.dhayam, stats.dhayam);
        assert_eq!(back.exercises["Amma"].len(), 2, "{:?}", back.exercises);
        assert_eq!(due(&back.exercises, "Amma", today), [0]);
        let mut value = serde_json::to_value(&stats).unwrap();
        value["exercises"] = serde_json::json!([1, 2]);
        let back = Statistics::from_text(&value.to_string()).unwrap();
        assert!(back.exercises.is_empty());
        assert_eq!(back.makruk, stats.makruk);
    }

    /// The window's news: a found exercise is kept with today's date; a wrong answer
    /// brings it back tomorrow, a right one later.
    #[test]
    fn the_windows_news_keeps_exercises_and_their_answers() {
        let today = Day(20_500);
        let mut all = Exercises::new();
        let mut e = KeptExercise::from_dhayam(&dhayam_exercise(), FromGame::default(), Day(0));
        e.from.ply = 14;
        News::Found {
            name: "Amma".into(),
            exercise: e.clone(),
        }
        .keep_in(&mut all, today);
        assert_eq!(all["Amma"][0].from.date, today.date());
        assert_eq!(due(&all, "Amma", today), [0]);
        News::Answered {
            name: "Amma".into(),
            exercise: e.clone(),
            right: false,
        }
        .keep_in(&mut all, today);
        assert_eq!(all["Amma"].len(), 1);
        assert!(due(&all, "Amma", today).is_empty());
        assert_eq!(due(&all, "Amma", today.after(1)), [0]);
        News::Answered {
            name: "Amma".into(),
            exercise: e,
            right: true,
        }
        .keep_in(&mut all, today.after(1));
        assert_eq!(all["Amma"][0].schedule.due, today.after(4));
        assert_eq!(
            (all["Amma"][0].schedule.right, all["Amma"][0].schedule.wrong),
            (1, 1)
        );
    }

    /// What Amma keeps getting wrong, per game: the kinds counted, the most first; an
    /// exercise of no kind and another game's are not counted; Practise for one game
    /// brings that game's due exercises and kinds alone.
    #[test]
    fn what_a_player_keeps_getting_wrong_is_counted_per_game_and_kind() {
        let today = Day(20_500);
        let mut all = Exercises::new();
        let dhayam_of = |i: usize, kind: Option<&str>| {
            let mut e = KeptExercise::from_dhayam(&dhayam_exercise(), from("2026-12-06"), today);
            e.position = format!("{i}");
            e.kind = kind.map(str::to_string);
            e
        };
        keep(
            &mut all,
            "Amma",
            [
                dhayam_of(1, Some("safe-ignored")),
                dhayam_of(2, Some("gate-not-opened")),
                dhayam_of(3, Some("safe-ignored")),
                dhayam_of(4, None),
                KeptExercise::from_makruk(&makruk_exercise(), from("2026-12-06"), today),
            ],
        );
        assert_eq!(
            kinds(&all, "Amma", GameKind::Dhayam),
            [
                ("safe-ignored".to_string(), 2),
                ("gate-not-opened".to_string(), 1)
            ]
        );
        assert_eq!(
            kinds(&all, "Amma", GameKind::Makruk),
            [("piece-hanging".to_string(), 1)]
        );
        assert!(kinds(&all, "Ravi", GameKind::Dhayam).is_empty());
        let makruk = Practice::of(&all, GameKind::Makruk, today);
        assert_eq!(makruk.due.len(), 1);
        assert_eq!(makruk.due[0].1.game, GameKind::Makruk);
        assert_eq!(
            makruk.kinds,
            [("Amma".to_string(), vec![("piece-hanging".to_string(), 1)])]
        );
    }

    #[test]
    fn past_the_most_kept_the_best_known_go() {
        let today = Day(20_500);
        let mut all = Exercises::new();
        let many: Vec<KeptExercise> = (0..MAX_KEPT + 3)
            .map(|i| {
                let mut e =
                    KeptExercise::from_dhayam(&dhayam_exercise(), from("2026-12-06"), today);
                e.position = format!("{i}");
                e
            })
            .collect();
        keep(&mut all, "Amma", many);
        assert_eq!(all["Amma"].len(), MAX_KEPT);
        let mut all = Exercises::new();
        let mut known: Vec<KeptExercise> = (0..MAX_KEPT)
            .map(|i| {
                let mut e =
                    KeptExercise::from_dhayam(&dhayam_exercise(), from("2026-12-06"), today);
                e.position = format!("{i}");
                e
            })
            .collect();
        known[5].schedule.streak = 4;
        keep(&mut all, "Amma", known);
        keep(
            &mut all,
            "Amma",
            [KeptExercise::from_makruk(
                &makruk_exercise(),
                from("2026-12-07"),
                today,
            )],
        );
        assert_eq!(all["Amma"].len(), MAX_KEPT);
        assert!(all["Amma"].iter().all(|e| e.position != "5"));
        assert_eq!(all["Amma"].last().unwrap().game, GameKind::Makruk);
    }
}
