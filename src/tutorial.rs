//! What both games' guided tutorials share, and no more: a lesson file's frame and its
//! reading ([`read_lesson`]: an id, a title, steps read in order on a board that goes on
//! from step to step, and the exercise that ends the lesson), how a lesson file is refused,
//! where a learner stands in a lesson (for Back and Next), and which lesson opens first.
//! Each game keeps what its steps and exercise hold, how it reads them, and its judging of
//! moves. Pure: no I/O, no window.

use std::fmt;

use serde::Deserialize;
use serde::de::DeserializeOwned;
use toml::Spanned;

/// Why a lesson file is refused: the file, the step (from 0) when one is at fault, the
/// line (from 1) the step or the exercise at fault begins on, and the reason.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LessonError {
    pub file: String,
    pub step: Option<usize>,
    pub line: Option<usize>,
    pub problem: String,
}

impl fmt::Display for LessonError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.file)?;
        if let Some(s) = self.step {
            write!(f, ", step {}", s + 1)?;
        }
        if let Some(l) = self.line {
            write!(f, " at line {l}")?;
        }
        write!(f, ": {}", self.problem)
    }
}

impl std::error::Error for LessonError {}

/// Where a learner stands in a lesson of some steps: the step, whether the last one is
/// done, and how each step reached so far began (`S`, the game's board), for Back.
#[derive(Clone, Debug)]
pub struct Walk<S> {
    step: usize,
    steps: usize,
    starts: Vec<S>,
    finished: bool,
}

impl<S: Clone> Walk<S> {
    /// At the first of `steps` steps (at least one), before it has begun.
    pub fn new(steps: usize) -> Walk<S> {
        Walk {
            step: 0,
            steps: steps.max(1),
            starts: Vec::new(),
            finished: false,
        }
    }

    pub fn step(&self) -> usize {
        self.step
    }

    /// Whether the last step is done: the lesson is complete.
    pub fn finished(&self) -> bool {
        self.finished
    }

    pub fn can_back(&self) -> bool {
        self.step > 0 || self.finished
    }

    /// The step begins from `start`; what later steps began from is forgotten.
    pub fn begin(&mut self, start: S) {
        self.starts.truncate(self.step);
        self.starts.push(start);
    }

    /// On to the next step (the caller begins it); `false` when this was the last, and
    /// the lesson is finished.
    pub fn advance(&mut self) -> bool {
        if self.step + 1 < self.steps {
            self.step += 1;
            true
        } else {
            self.finished = true;
            false
        }
    }

    /// Back to the start of the previous step (of this one, once finished or at the
    /// first): the board it began from, for the caller to begin it again.
    pub fn back(&mut self) -> Option<S> {
        if self.finished {
            self.finished = false;
        } else if self.step > 0 {
            self.step -= 1;
        }
        self.starts.get(self.step).cloned()
    }
}

/// A game's lesson files, embedded, in the order they are taught: each `(name, text)` of
/// `assets/tutorial/<game>/<name>`.
macro_rules! lesson_files {
    ($game:literal: $($name:literal),+ $(,)?) => {
        [$((
            $name,
            include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/assets/tutorial/", $game, "/", $name)),
        )),+]
    };
}
pub(crate) use lesson_files;

/// Every lesson of `sources` (a game's [`lesson_files`]) read by `parse`, in order.
pub fn read_all<L>(
    sources: &[(&str, &str)],
    parse: impl Fn(&str, &str) -> Result<L, LessonError>,
) -> Result<Vec<L>, LessonError> {
    sources.iter().map(|(f, s)| parse(f, s)).collect()
}

/// A lesson as both games' files write it: its id, its title (a Fluent id), its
/// `[[steps]]` and its `[exercise]`; the game says what a step (`S`) and an exercise (`X`)
/// hold. Each keeps where it stands in the file, so a problem names its line.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct LessonFile<S, X> {
    id: String,
    title: String,
    steps: Vec<Spanned<S>>,
    exercise: Spanned<X>,
}

/// A lesson read: its steps (`S`) and its exercise (`X`) are the game's.
#[derive(Clone, Debug)]
pub struct Lesson<S, X> {
    /// The name progress is saved under.
    pub id: String,
    /// The title's Fluent id.
    pub title: String,
    pub steps: Vec<S>,
    pub exercise: X,
}

/// Reads one lesson file: the TOML (its own errors name the line and column), at least one
/// step, each step in order through `step` (what the file writes for it, and the steps
/// read before it), then the exercise through `exercise`. A problem `step` or `exercise`
/// gives back is told with the file, the step and the line where it begins.
pub fn read_lesson<SF, S, XF, X>(
    file: &str,
    source: &str,
    mut step: impl FnMut(SF, &[S]) -> Result<S, String>,
    exercise: impl FnOnce(XF) -> Result<X, String>,
) -> Result<Lesson<S, X>, LessonError>
where
    SF: DeserializeOwned,
    XF: DeserializeOwned,
{
    let err = |step: Option<usize>, line: Option<usize>, problem: String| LessonError {
        file: file.to_string(),
        step,
        line,
        problem,
    };
    let line_of = |at: usize| Some(source[..at.min(source.len())].matches('\n').count() + 1);
    let raw: LessonFile<SF, XF> =
        toml::from_str(source).map_err(|e| err(None, None, e.to_string().trim().to_string()))?;
    if raw.steps.is_empty() {
        return Err(err(None, None, "a lesson needs at least one step".into()));
    }
    let mut steps = Vec::with_capacity(raw.steps.len());
    for (i, s) in raw.steps.into_iter().enumerate() {
        let line = line_of(s.span().start);
        let read = step(s.into_inner(), &steps).map_err(|p| err(Some(i), line, p))?;
        steps.push(read);
    }
    let line = line_of(raw.exercise.span().start);
    let exercise = exercise(raw.exercise.into_inner())
        .map_err(|p| err(None, line, format!("exercise: {p}")))?;
    Ok(Lesson {
        id: raw.id,
        title: raw.title,
        steps,
        exercise,
    })
}

/// Where a lesson's board stands while its steps are read: a step begins on its own
/// position, or where the step before left the board.
#[derive(Clone, Copy, Debug)]
pub struct Board<P> {
    at: Option<P>,
}

impl<P: Copy + PartialEq> Default for Board<P> {
    fn default() -> Self {
        Board { at: None }
    }
}

impl<P: Copy + PartialEq> Board<P> {
    /// The board a step begins on (its own `start`, else where the last step left it), and
    /// whether the step sets it up anew, unlike where the step before left it.
    pub fn begin(&mut self, start: Option<P>) -> Result<(P, bool), String> {
        let new_setup = start.is_some_and(|s| self.at.is_some_and(|before| before != s));
        let at = start
            .or(self.at)
            .ok_or_else(|| "the first step needs a position".to_string())?;
        self.at = Some(at);
        Ok((at, new_setup))
    }

    /// Where the step just read left the board, for the next to go on from.
    pub fn leave(&mut self, at: P) {
        self.at = Some(at);
    }
}

/// The lesson a tutorial opens at: the first not yet done, else the first.
pub fn first_to_do<'a>(ids: impl IntoIterator<Item = &'a str>, done: &[String]) -> usize {
    ids.into_iter()
        .position(|id| !done.iter().any(|d| d == id))
        .unwrap_or(0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn back_returns_to_where_the_previous_step_began_and_a_finished_lesson_reopens_its_last() {
        let mut walk: Walk<char> = Walk::new(3);
        walk.begin('a');
        assert!(!walk.can_back());
        assert!(walk.advance());
        walk.begin('b');
        assert!(walk.advance());
        walk.begin('c');
        assert!(!walk.advance(), "three steps only");
        assert!(walk.finished());
        assert_eq!(walk.back(), Some('c'));
        assert_eq!((walk.step(), walk.finished()), (2, false));
        assert_eq!(walk.back(), Some('b'));
        // Going on again forgets what the later steps began from.
        walk.begin('B');
        assert!(walk.advance());
        walk.begin('C');
        assert_eq!(walk.back(), Some('B'));
        assert_eq!(walk.back(), Some('a'));
        assert_eq!(walk.back(), Some('a'), "the first step begins again");
    }

    #[test]
    fn a_tutorial_opens_at_the_first_lesson_not_done() {
        let done = ["dice".to_string(), "entering".to_string()];
        assert_eq!(first_to_do(["dice", "entering", "moving"], &done), 2);
        assert_eq!(first_to_do(["dice", "entering"], &done), 0);
        assert_eq!(first_to_do(["moving", "dice"], &[]), 0);
    }

    #[test]
    fn a_lesson_error_names_the_file_the_step_from_one_and_the_line() {
        let e = LessonError {
            file: "01.toml".into(),
            step: Some(0),
            line: Some(3),
            problem: "bad".into(),
        };
        assert_eq!(e.to_string(), "01.toml, step 1 at line 3: bad");
        let e = LessonError {
            step: None,
            line: None,
            ..e
        };
        assert_eq!(e.to_string(), "01.toml: bad");
    }

    /// A game's step for these tests: a number to stand on, or none to go on.
    #[derive(Deserialize)]
    #[serde(deny_unknown_fields)]
    struct StepFile {
        at: Option<i64>,
        #[serde(default)]
        add: i64,
    }

    #[derive(Deserialize)]
    #[serde(deny_unknown_fields)]
    struct ExerciseFile {
        goal: i64,
    }

    /// Each step begins on its number or where the last left, and adds `add` (never past
    /// 100); the exercise's goal must be ahead of 0.
    fn read(text: &str) -> Result<Lesson<(i64, bool), i64>, LessonError> {
        let mut board = Board::default();
        read_lesson(
            "t.toml",
            text,
            |s: StepFile, _| {
                let (at, new_setup) = board.begin(s.at)?;
                let after = at + s.add;
                if after > 100 {
                    return Err(format!("{after} is past the end"));
                }
                board.leave(after);
                Ok((after, new_setup))
            },
            |x: ExerciseFile| {
                if x.goal > 0 {
                    Ok(x.goal)
                } else {
                    Err(format!("goal {} is behind the start", x.goal))
                }
            },
        )
    }

    const HEAD: &str = "id = 'x'\ntitle = 't'\n";
    const EXERCISE: &str = "[exercise]\ngoal = 5\n";

    #[test]
    fn a_lesson_is_read_step_by_step_on_a_board_that_goes_on() {
        let text = format!(
            "{HEAD}[[steps]]\nat = 1\nadd = 2\n[[steps]]\nadd = 3\n[[steps]]\nat = 6\n[[steps]]\nat = 9\n{EXERCISE}"
        );
        let lesson = read(&text).unwrap();
        assert_eq!((lesson.id.as_str(), lesson.title.as_str()), ("x", "t"));
        // The third step stands where the second left (6): no new setup; the fourth moves.
        assert_eq!(
            lesson.steps,
            [(3, false), (6, false), (6, false), (9, true)]
        );
        assert_eq!(lesson.exercise, 5);
    }

    #[test]
    fn a_step_at_fault_is_named_with_its_number_and_the_line_it_begins_on() {
        let text = format!("{HEAD}[[steps]]\nat = 1\n\n[[steps]]\nadd = 200\n{EXERCISE}");
        let e = read(&text).unwrap_err();
        assert_eq!((e.step, e.line), (Some(1), Some(6)), "{e}");
        assert_eq!(
            e.to_string(),
            "t.toml, step 2 at line 6: 201 is past the end"
        );

        let first = format!("{HEAD}[[steps]]\nadd = 1\n{EXERCISE}");
        assert_eq!(
            read(&first).unwrap_err().to_string(),
            "t.toml, step 1 at line 3: the first step needs a position"
        );
    }

    #[test]
    fn an_exercise_at_fault_is_named_with_its_line() {
        let text = format!("{HEAD}[[steps]]\nat = 1\n[exercise]\ngoal = -2\n");
        assert_eq!(
            read(&text).unwrap_err().to_string(),
            "t.toml at line 5: exercise: goal -2 is behind the start"
        );
    }

    #[test]
    fn hostile_lesson_text_is_refused_with_the_line_never_a_panic() {
        let no_steps = format!("{HEAD}steps = []\n{EXERCISE}");
        assert_eq!(
            read(&no_steps).unwrap_err().to_string(),
            "t.toml: a lesson needs at least one step"
        );
        // TOML's own errors name the line and the column.
        for (text, line) in [
            (format!("{HEAD}[[steps]]\nat = \"one\"\n{EXERCISE}"), 4),
            (
                format!("{HEAD}[[steps]]\nat = 1\nsurprise = 1\n{EXERCISE}"),
                5,
            ),
            (format!("{HEAD}[[steps]\nat = 1\n{EXERCISE}"), 3),
            (
                format!("{HEAD}[[steps]]\nat = 99999999999999999999\n{EXERCISE}"),
                4,
            ),
            (format!("{HEAD}[[steps]]\nat = 1\n"), 1),
            ("\u{0}\u{feff}[[[".to_string(), 1),
        ] {
            let e = read(&text).unwrap_err();
            assert_eq!(e.step, None);
            assert!(
                e.problem.contains(&format!("line {line}")),
                "{text:?} gave {e}"
            );
        }
        // Any prefix of a good lesson, cut anywhere, is read or refused in words.
        let good = format!("{HEAD}[[steps]]\nat = 1\nadd = 2\n{EXERCISE}");
        for end in (0..=good.len()).filter(|&i| good.is_char_boundary(i)) {
            if let Err(e) = read(&good[..end]) {
                assert!(!e.problem.is_empty());
            }
        }
    }
}
