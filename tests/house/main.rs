//! ARCHITECTURE.md's invariants, each read from the sources (issue 63): which file
//! imports which, followed through `use`, paths in the code and re-exports to the file
//! that defines what is named (`sources.rs`). Each failure names the file, the line and
//! the import. Reads files only.

mod sources;

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;
use std::sync::OnceLock;

use sources::{Crate, Import};

fn repo() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// The library's imports, read once for every test here.
fn library() -> &'static Crate {
    static LIBRARY: OnceLock<Crate> = OnceLock::new();
    LIBRARY.get_or_init(|| {
        let krate = sources::read_crate(repo(), "src/lib.rs");
        // A guard on the reader itself: it found the module tree and the imports in it.
        assert!(
            krate.files.len() > 200 && krate.imports.len() > 1000,
            "the source reader found only {} files and {} imports under src/",
            krate.files.len(),
            krate.imports.len()
        );
        krate
    })
}

fn in_folder(file: &str, folders: &[&str]) -> bool {
    folders.iter().any(|f| {
        let f = f.trim_end_matches('/');
        file.starts_with(&format!("{f}/")) || file == format!("{f}.rs")
    })
}

fn list(found: &[&Import]) -> String {
    found
        .iter()
        .map(|i| format!("  {}:{}: `{}` ({})", i.from, i.line, i.text, i.to))
        .collect::<Vec<_>>()
        .join("\n")
}

/// The imports from files in `from` of files in `to`.
fn imports_between<'a>(krate: &'a Crate, from: &[&str], to: &[&str]) -> Vec<&'a Import> {
    krate
        .imports
        .iter()
        .filter(|i| in_folder(&i.from, from) && in_folder(&i.to, to))
        .collect()
}

const GAMES: [&str; 2] = ["src/dhayam", "src/makruk"];

/// The places in `folder` that name a game of the list by name (`GameKind::Dhayam`,
/// `ActiveGame::Makruk(..)`): a branch per game, which belongs behind a method of the list
/// or of the game.
fn branches_on_a_game<'a>(krate: &'a Crate, folder: &str) -> Vec<&'a Import> {
    krate
        .imports
        .iter()
        .filter(|i| in_folder(&i.from, &[folder]) && in_folder(&i.to, &["src/games"]))
        .filter(|i| {
            let mut words = i.text.rsplit("::");
            let last = words.next().unwrap_or_default();
            words.next().is_some() && (last == "Dhayam" || last == "Makruk")
        })
        .collect()
}

/// Whether `file` is the one that declares the folder `other` is in (`src/games.rs` for
/// `src/games/start.rs`, `src/online/mod.rs` for `src/online/net/link.rs`): a module uses
/// its own files as its parts, and that is no circle with them.
fn owns(file: &str, other: &str) -> bool {
    let folder = match file
        .strip_suffix("/mod.rs")
        .or(file.strip_suffix("/lib.rs"))
    {
        Some(folder) => folder.to_string(),
        None => file.trim_end_matches(".rs").to_string(),
    };
    other.starts_with(&format!("{folder}/"))
}

/// Import circles: each set of files that reach one another, with one circle through it.
fn circles(imports: &[Import]) -> Vec<String> {
    let mut graph: BTreeMap<&str, BTreeMap<&str, &Import>> = BTreeMap::new();
    for i in imports.iter().filter(|i| !owns(&i.from, &i.to)) {
        graph.entry(&i.from).or_default().entry(&i.to).or_insert(i);
    }
    // From `start`, breadth first: each file reached, with the import it was reached by.
    let reach = |start: &str| {
        let mut came_from: BTreeMap<String, &Import> = BTreeMap::new();
        let mut queue = std::collections::VecDeque::from([start.to_string()]);
        while let Some(file) = queue.pop_front() {
            for (&next, &import) in graph.get(file.as_str()).into_iter().flatten() {
                if !came_from.contains_key(next) {
                    came_from.insert(next.to_string(), import);
                    queue.push_back(next.to_string());
                }
            }
        }
        came_from
    };
    let reached: BTreeMap<&str, BTreeMap<String, &Import>> =
        graph.keys().map(|&f| (f, reach(f))).collect();
    let mut circles = Vec::new();
    let mut seen: BTreeSet<&str> = BTreeSet::new();
    for (&start, from_start) in &reached {
        if seen.contains(start) || !from_start.contains_key(start) {
            continue;
        }
        let set: Vec<&str> = reached
            .iter()
            .filter(|(f, r)| from_start.contains_key(**f) && r.contains_key(start))
            .map(|(f, _)| *f)
            .collect();
        seen.extend(set.iter().copied());
        // The shortest way round: back from `start` to itself along the imports.
        let mut steps = vec![from_start[start]];
        while steps.last().unwrap().from != start {
            steps.push(from_start[steps.last().unwrap().from.as_str()]);
        }
        steps.reverse();
        let mut text = format!("{} files: {}\n    {start}", set.len(), set.join(", "));
        for step in steps {
            let (to, from, line, path) = (&step.to, &step.from, step.line, &step.text);
            text += &format!("\n    -> {to}  ({from}:{line} imports `{path}`)");
        }
        circles.push(text);
    }
    circles
}

/// Architecture invariant: no two files import each other, directly or round a circle.
#[test]
fn no_files_import_each_other_in_a_circle() {
    let krate = library();
    let found = circles(&krate.imports);
    let cli = sources::read_crate(repo(), "src/bin/dhayam-cli/main.rs");
    let found_cli = circles(&cli.imports);
    assert!(
        found.is_empty() && found_cli.is_empty(),
        "these files import each other in a circle (each arrow: the file imported, and where \
         and as what); move what both need below both:\n{}",
        [found, found_cli].concat().join("\n")
    );
}

/// Architecture invariant: a game's rules import nothing impure.
#[test]
fn the_rules_of_each_game_import_nothing_impure() {
    let krate = library();
    let rules = ["src/dhayam/rules", "src/makruk/rules"];
    let found: Vec<&Import> = krate
        .imports
        .iter()
        .filter(|i| {
            rules
                .iter()
                .any(|r| in_folder(&i.from, &[r]) && !in_folder(&i.to, &[r]))
        })
        .collect();
    let impure = [
        "egui",
        "eframe",
        "rfd",
        "rodio",
        "iroh",
        "tokio",
        "rand",
        "rand_core",
        "rand_chacha",
        "directories",
        "std::fs",
        "std::net",
        "std::thread",
        "std::process",
        "std::env",
        "std::time",
        "std::io::stdin",
        "std::io::stdout",
    ];
    let outside: Vec<String> = krate
        .outside
        .iter()
        .filter(|o| in_folder(&o.from, &rules))
        .filter(|o| {
            impure
                .iter()
                .any(|p| o.path == *p || o.path.starts_with(&format!("{p}::")))
        })
        .map(|o| format!("  {}:{}: `{}`", o.from, o.line, o.path))
        .collect();
    assert!(
        found.is_empty() && outside.is_empty(),
        "a game's rules import only their own rules folder and nothing that paints, reads \
         files, talks to the network, starts threads or draws random numbers:\n{}\n{}",
        list(&found),
        outside.join("\n")
    );
}

/// Architecture invariant: the shell names no game type, and matches on no game.
#[test]
fn the_shell_names_no_game() {
    let krate = library();
    let found = imports_between(krate, &["src/shell"], &GAMES);
    let branches = branches_on_a_game(krate, "src/shell");
    assert!(
        found.is_empty() && branches.is_empty(),
        "the shell reaches a game only through the list of games (src/games.rs, \
         src/games/) and its methods; these name a game's own types:\n{}\nand these \
         branch on a game by name:\n{}",
        list(&found),
        list(&branches)
    );
}

/// Architecture invariant: the online protocol names no game.
#[test]
fn the_online_protocol_names_no_game() {
    let krate = library();
    let found = imports_between(krate, &["src/online"], &GAMES);
    let branches = branches_on_a_game(krate, "src/online");
    assert!(
        found.is_empty() && branches.is_empty(),
        "the online protocol knows a game only through what the game hands it (its table, \
         `online::GameTable`, implemented in the game's own folder and set up by the list \
         of games); these name a game's own types:\n{}\nand these branch on a game by \
         name:\n{}",
        list(&found),
        list(&branches)
    );
}

/// Architecture invariant: the store and the languages import no game.
#[test]
fn the_store_and_the_languages_import_no_game() {
    let krate = library();
    let above = [
        "src/dhayam",
        "src/makruk",
        "src/games",
        "src/shell",
        "src/widgets",
    ];
    let found = imports_between(krate, &["src/store", "src/i18n"], &above);
    assert!(
        found.is_empty(),
        "the store and the languages sit below every game and the window; these imports \
         reach above them:\n{}",
        list(&found)
    );
}
