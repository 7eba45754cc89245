//! What both games' guided tutorials share, and no more: how a lesson file is refused,
//! where a learner stands in a lesson (for Back and Next), and which lesson opens first.
//! Each game keeps its own lessons, steps and judging of moves. Pure: std only.

use std::fmt;

/// Why a lesson file is refused: the file, the step (from 0) when one is at fault, and
/// the reason.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LessonError {
    pub file: String,
    pub step: Option<usize>,
    pub problem: String,
}

impl fmt::Display for LessonError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.step {
            Some(s) => write!(f, "{}, step {}: {}", self.file, s + 1, self.problem),
            None => write!(f, "{}: {}", self.file, self.problem),
        }
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
    fn a_lesson_error_names_the_file_and_the_step_from_one() {
        let e = LessonError {
            file: "01.toml".into(),
            step: Some(0),
            problem: "bad".into(),
        };
        assert_eq!(e.to_string(), "01.toml, step 1: bad");
    }
}
