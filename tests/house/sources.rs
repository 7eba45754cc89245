//! The crate's sources read as a map of imports, file by file: each `use` and each path
//! written in the code (`crate::…`, `super::…`, a module or a name brought in by `use`)
//! followed through the module tree and through re-exports to the file that defines what
//! it names. No parser crate: comments and literals are blanked, the rest is cut into
//! words, and the module tree is walked from `src/lib.rs` as rustc walks it (`mod x;` is
//! `x.rs` or `x/mod.rs` beside its parent). What a `#[cfg(test)]` module imports is left
//! out: a test may reach anywhere.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// One import: `from` (a file under the crate's root folder, `src/...`) names `to`
/// (another file of the crate) at `line`, as `text` writes it.
#[derive(Clone, Debug)]
pub struct Import {
    pub from: String,
    pub to: String,
    pub line: usize,
    pub text: String,
}

/// A path outside the crate (`std::fs::read`, `egui::Ui`), as a file names it.
#[derive(Clone, Debug)]
pub struct Outside {
    pub from: String,
    pub path: String,
    pub line: usize,
}

#[derive(Default)]
pub struct Crate {
    /// Every file of the crate, relative to the repository (`src/online/host/mod.rs`).
    pub files: Vec<String>,
    pub imports: Vec<Import>,
    pub outside: Vec<Outside>,
}

#[derive(Clone, Debug, PartialEq)]
enum Tok {
    Word(String),
    /// `::`
    Sep,
    Punct(char),
}

#[derive(Default)]
struct Module {
    parent: Option<usize>,
    file: usize,
    test: bool,
    children: BTreeMap<String, usize>,
    items: BTreeSet<String>,
    /// Names brought in by `use`: the path as written, relative to this module.
    imports: BTreeMap<String, Vec<String>>,
    globs: Vec<Vec<String>>,
    /// Every path this module writes: its `use` trees and the paths in its code.
    refs: Vec<(Vec<String>, usize, bool)>,
}

enum Found {
    Module(usize),
    Item(usize),
    Outside(Vec<String>),
    Unknown,
}

struct Reader {
    root: PathBuf,
    files: Vec<String>,
    modules: Vec<Module>,
}

/// Reads the crate whose root file is `root_file` (`src/lib.rs`), under the repository
/// folder `repo`.
pub fn read_crate(repo: &Path, root_file: &str) -> Crate {
    let mut reader = Reader {
        root: repo.to_path_buf(),
        files: Vec::new(),
        modules: Vec::new(),
    };
    reader.load(root_file, None, None, false);
    reader.finish()
}

const KEYWORDS_BEFORE_ITEMS: [&str; 6] = ["fn", "struct", "enum", "trait", "type", "union"];

impl Reader {
    fn load(&mut self, file: &str, parent: Option<usize>, name: Option<&str>, test: bool) {
        let Ok(text) = std::fs::read_to_string(self.root.join(file)) else {
            return;
        };
        let file_index = self.files.len();
        self.files.push(file.to_string());
        let module = self.new_module(parent, name, file_index, test);
        let toks = tokens(&blank(&text));
        self.walk(file, &toks, module);
    }

    fn new_module(
        &mut self,
        parent: Option<usize>,
        name: Option<&str>,
        file: usize,
        test: bool,
    ) -> usize {
        let index = self.modules.len();
        self.modules.push(Module {
            parent,
            file,
            test,
            ..Module::default()
        });
        if let (Some(p), Some(n)) = (parent, name) {
            self.modules[p].children.insert(n.to_string(), index);
        }
        index
    }

    /// The folder a file's `mod x;` looks in: its own for `lib.rs`, `main.rs` and
    /// `mod.rs`, else the one named after it.
    fn child_dir(file: &str, inline: &[String]) -> PathBuf {
        let path = Path::new(file);
        let stem = path.file_stem().unwrap().to_string_lossy();
        let mut dir = path.parent().unwrap().to_path_buf();
        if !matches!(stem.as_ref(), "lib" | "main" | "mod") {
            dir.push(stem.as_ref());
        }
        for name in inline {
            dir.push(name);
        }
        dir
    }

    fn walk(&mut self, file: &str, toks: &[(Tok, usize)], module: usize) {
        // The inline modules open at this point, with the brace depth each closes at.
        let mut stack: Vec<(usize, usize, String)> = Vec::new();
        let mut depth = 0usize;
        let mut cfg_test = false;
        let mut i = 0;
        while i < toks.len() {
            let here = stack.last().map_or(module, |s| s.0);
            let (tok, line) = &toks[i];
            match tok {
                Tok::Punct('{') => {
                    depth += 1;
                    cfg_test = false;
                }
                Tok::Punct('}') => {
                    depth = depth.saturating_sub(1);
                    cfg_test = false;
                    if stack.last().is_some_and(|s| s.1 == depth) {
                        stack.pop();
                    }
                }
                Tok::Punct(';') => cfg_test = false,
                Tok::Punct('#') => {
                    // `#[cfg(test)]` marks the item after it.
                    let attr = ["[", "cfg", "(", "test", ")", "]"];
                    let marks = toks[i + 1..].iter().take(6).map(|t| match &t.0 {
                        Tok::Word(w) => w.clone(),
                        Tok::Punct(c) => c.to_string(),
                        Tok::Sep => "::".to_string(),
                    });
                    if marks.eq(attr) {
                        cfg_test = true;
                        i += 7;
                        continue;
                    }
                }
                Tok::Word(w) if w == "mod" => {
                    if let Some((Tok::Word(name), _)) = toks.get(i + 1) {
                        let test = cfg_test || self.modules[here].test;
                        match toks.get(i + 2).map(|t| &t.0) {
                            Some(Tok::Punct(';')) => {
                                let inline: Vec<String> =
                                    stack.iter().map(|s| s.2.clone()).collect();
                                let dir = Self::child_dir(file, &inline);
                                let flat = dir.join(format!("{name}.rs"));
                                let nested = dir.join(name).join("mod.rs");
                                let child = [flat, nested]
                                    .into_iter()
                                    .find(|p| self.root.join(p).is_file());
                                if let Some(child) = child {
                                    let child = child.to_string_lossy().into_owned();
                                    self.load(&child, Some(here), Some(name), test);
                                }
                                i += 3;
                                cfg_test = false;
                                continue;
                            }
                            Some(Tok::Punct('{')) => {
                                let file_index = self.modules[here].file;
                                let inner =
                                    self.new_module(Some(here), Some(name), file_index, test);
                                stack.push((inner, depth, name.clone()));
                                depth += 1;
                                i += 3;
                                cfg_test = false;
                                continue;
                            }
                            _ => {}
                        }
                    }
                }
                Tok::Word(w)
                    if w == "use" && toks.get(i + 1).map(|t| &t.0) != Some(&Tok::Punct('<')) =>
                {
                    let end = toks[i..]
                        .iter()
                        .position(|t| t.0 == Tok::Punct(';'))
                        .map_or(toks.len(), |p| i + p);
                    let mut trees = Vec::new();
                    use_tree(&toks[i + 1..end], Vec::new(), &mut trees);
                    for (path, bound) in trees {
                        let m = &mut self.modules[here];
                        let glob = matches!(bound, Bound::Glob);
                        match bound {
                            Bound::Glob => m.globs.push(path.clone()),
                            Bound::Name(name) => {
                                m.imports.insert(name, path.clone());
                            }
                        }
                        m.refs.push((path, *line, glob));
                    }
                    i = end + 1;
                    cfg_test = false;
                    continue;
                }
                Tok::Word(w) if w == "macro_rules" => {
                    if let Some((Tok::Word(name), _)) = toks.get(i + 2) {
                        self.modules[here].items.insert(name.clone());
                    }
                }
                Tok::Word(w) if KEYWORDS_BEFORE_ITEMS.contains(&w.as_str()) => {
                    if let Some((Tok::Word(name), _)) = toks.get(i + 1) {
                        self.modules[here].items.insert(name.clone());
                    }
                }
                Tok::Word(w) if w == "const" || w == "static" => {
                    let next = toks[i + 1..].iter().take(2).find_map(|t| match &t.0 {
                        Tok::Word(n) if n != "mut" => Some(n.clone()),
                        _ => None,
                    });
                    if let Some(name) = next.filter(|n| n != "fn" && n != "unsafe") {
                        self.modules[here].items.insert(name);
                    }
                }
                Tok::Word(w) => {
                    // A path in the code: a word followed by `::`, not itself after `::`.
                    // (`::std::fs` starts a path too: its `::` follows no name.)
                    let after_sep = i > 0
                        && toks[i - 1].0 == Tok::Sep
                        && i > 1
                        && matches!(toks[i - 2].0, Tok::Word(_) | Tok::Punct('>'));
                    if !after_sep && toks.get(i + 1).map(|t| &t.0) == Some(&Tok::Sep) {
                        let mut path = vec![w.clone()];
                        let mut j = i + 1;
                        while toks.get(j).map(|t| &t.0) == Some(&Tok::Sep) {
                            match toks.get(j + 1).map(|t| &t.0) {
                                Some(Tok::Word(next)) => {
                                    path.push(next.clone());
                                    j += 2;
                                }
                                _ => break,
                            }
                        }
                        self.modules[here].refs.push((path, *line, false));
                        i = j;
                        continue;
                    }
                }
                _ => {}
            }
            i += 1;
        }
    }

    /// What `path`, written in `module`, names. `imports`: whether its first word may be
    /// a name brought in by `use` (not while following such a name: a `use` path starts
    /// at the crate, a module or another crate).
    fn resolve(&self, module: usize, path: &[String], depth: usize, imports: bool) -> Found {
        if depth > 24 {
            return Found::Unknown;
        }
        let Some((first, rest)) = path.split_first() else {
            return Found::Module(module);
        };
        let m = &self.modules[module];
        match first.as_str() {
            "crate" | "$crate" => return self.resolve(0, rest, depth + 1, true),
            "self" => return self.resolve(module, rest, depth + 1, true),
            "super" => {
                return match m.parent {
                    Some(p) => self.resolve(p, rest, depth + 1, true),
                    None => Found::Unknown,
                };
            }
            _ => {}
        }
        if let Some(&child) = m.children.get(first) {
            return self.resolve(child, rest, depth + 1, true);
        }
        if m.items.contains(first) {
            return Found::Item(module);
        }
        if imports && let Some(target) = m.imports.get(first) {
            let mut full = target.clone();
            full.extend(rest.iter().cloned());
            return self.resolve(module, &full, depth + 1, false);
        }
        for glob in &m.globs {
            let mut full = glob.clone();
            full.extend(path.iter().cloned());
            if let found @ (Found::Module(_) | Found::Item(_)) =
                self.resolve(module, &full, depth + 1, false)
            {
                return found;
            }
        }
        if depth == 0 || !imports {
            Found::Outside(path.to_vec())
        } else {
            Found::Unknown
        }
    }

    fn finish(self) -> Crate {
        let mut krate = Crate {
            files: self.files.clone(),
            ..Crate::default()
        };
        for (index, m) in self.modules.iter().enumerate() {
            if m.test {
                continue;
            }
            let from = &self.files[m.file];
            for (path, line, glob) in &m.refs {
                let to = match self.resolve(index, path, 0, true) {
                    // Naming a module imports nothing from its file; `use m::*` does.
                    Found::Module(t) if *glob => self.modules[t].file,
                    Found::Module(_) => continue,
                    Found::Item(t) => self.modules[t].file,
                    Found::Outside(p) => {
                        krate.outside.push(Outside {
                            from: from.clone(),
                            path: p.join("::"),
                            line: *line,
                        });
                        continue;
                    }
                    Found::Unknown => continue,
                };
                if to != m.file {
                    krate.imports.push(Import {
                        from: from.clone(),
                        to: self.files[to].clone(),
                        line: *line,
                        text: path.join("::"),
                    });
                }
            }
        }
        krate
    }
}

enum Bound {
    Name(String),
    Glob,
}

/// The paths of a `use` tree (`a::{b, c::{self, D as E}, f::*}`), each with the name it
/// binds.
fn use_tree(toks: &[(Tok, usize)], prefix: Vec<String>, out: &mut Vec<(Vec<String>, Bound)>) {
    let mut path = prefix;
    let mut i = 0;
    while i < toks.len() {
        match &toks[i].0 {
            Tok::Sep => i += 1,
            Tok::Word(w) if w == "as" => {
                if path.last().is_some_and(|s| s == "self") && path.len() >= 2 {
                    path.pop();
                }
                if let Some((Tok::Word(alias), _)) = toks.get(i + 1) {
                    out.push((path, Bound::Name(alias.clone())));
                }
                return;
            }
            Tok::Word(w) => {
                path.push(w.clone());
                i += 1;
            }
            Tok::Punct('*') => {
                out.push((path, Bound::Glob));
                return;
            }
            Tok::Punct('{') => {
                // The group's items, split at the commas of this level.
                let mut level = 0;
                let mut start = i + 1;
                for (j, (tok, _)) in toks.iter().enumerate().skip(i + 1) {
                    match tok {
                        Tok::Punct('{') => level += 1,
                        Tok::Punct('}') if level == 0 => {
                            if start < j {
                                use_tree(&toks[start..j], path.clone(), out);
                            }
                            return;
                        }
                        Tok::Punct('}') => level -= 1,
                        Tok::Punct(',') if level == 0 => {
                            if start < j {
                                use_tree(&toks[start..j], path.clone(), out);
                            }
                            start = j + 1;
                        }
                        _ => {}
                    }
                }
                return;
            }
            _ => i += 1,
        }
    }
    if path.last().is_some_and(|s| s == "self") && path.len() >= 2 {
        path.pop();
    }
    if let Some(name) = path.last().cloned() {
        out.push((path, Bound::Name(name)));
    }
}

/// The text with comments blanked and every string and character literal emptied,
/// keeping its lines.
pub fn blank(text: &str) -> String {
    let chars: Vec<char> = text.chars().collect();
    let mut out = String::with_capacity(text.len());
    let mut i = 0;
    let keep_lines = |s: &[char], out: &mut String| {
        for c in s {
            if *c == '\n' {
                out.push('\n');
            }
        }
    };
    while i < chars.len() {
        let c = chars[i];
        let next = chars.get(i + 1).copied();
        if c == '/' && next == Some('/') {
            while i < chars.len() && chars[i] != '\n' {
                i += 1;
            }
        } else if c == '/' && next == Some('*') {
            let start = i;
            let mut level = 0;
            while i < chars.len() {
                if chars[i] == '/' && chars.get(i + 1) == Some(&'*') {
                    level += 1;
                    i += 2;
                } else if chars[i] == '*' && chars.get(i + 1) == Some(&'/') {
                    level -= 1;
                    i += 2;
                    if level == 0 {
                        break;
                    }
                } else {
                    i += 1;
                }
            }
            keep_lines(&chars[start..i.min(chars.len())], &mut out);
        } else if (c == 'r' || c == 'b' && next == Some('r'))
            && !chars[..i]
                .last()
                .is_some_and(|p| p.is_alphanumeric() || *p == '_')
            && raw_string_start(&chars[i..]).is_some()
        {
            let (hashes, open) = raw_string_start(&chars[i..]).unwrap();
            let start = i;
            i += open;
            let close: Vec<char> = std::iter::once('"')
                .chain(std::iter::repeat_n('#', hashes))
                .collect();
            while i < chars.len() && !chars[i..].starts_with(&close) {
                i += 1;
            }
            i += close.len();
            keep_lines(&chars[start..i.min(chars.len())], &mut out);
            out.push_str("\"\"");
        } else if c == '"' {
            let start = i;
            i += 1;
            while i < chars.len() && chars[i] != '"' {
                if chars[i] == '\\' {
                    i += 1;
                }
                i += 1;
            }
            i += 1;
            keep_lines(&chars[start..i.min(chars.len())], &mut out);
            out.push_str("\"\"");
        } else if c == '\'' {
            // A character literal ('x', '\n', '\u{..}') or a lifetime ('a).
            if next == Some('\\') {
                i += 2;
                while i < chars.len() && chars[i] != '\'' {
                    i += 1;
                }
                i += 1;
                out.push_str("' '");
            } else if chars.get(i + 2) == Some(&'\'') {
                i += 3;
                out.push_str("' '");
            } else {
                out.push(c);
                i += 1;
            }
        } else {
            out.push(c);
            i += 1;
        }
    }
    out
}

/// `r"`, `r#"`, `br##"`…: how many hashes, and the length of the opening.
fn raw_string_start(s: &[char]) -> Option<(usize, usize)> {
    let mut i = if s.first() == Some(&'b') { 1 } else { 0 };
    if s.get(i) != Some(&'r') {
        return None;
    }
    i += 1;
    let mut hashes = 0;
    while s.get(i) == Some(&'#') {
        hashes += 1;
        i += 1;
    }
    (s.get(i) == Some(&'"')).then_some((hashes, i + 1))
}

fn tokens(text: &str) -> Vec<(Tok, usize)> {
    let chars: Vec<char> = text.chars().collect();
    let mut out = Vec::new();
    let mut line = 1;
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        if c == '\n' {
            line += 1;
            i += 1;
        } else if c.is_whitespace() {
            i += 1;
        } else if c == ':' && chars.get(i + 1) == Some(&':') {
            out.push((Tok::Sep, line));
            i += 2;
        } else if c.is_alphabetic() || c == '_' || c == '$' {
            let start = i;
            i += 1;
            while i < chars.len() && (chars[i].is_alphanumeric() || chars[i] == '_') {
                i += 1;
            }
            let word: String = chars[start..i].iter().collect();
            let word = word.strip_prefix("r#").map(str::to_string).unwrap_or(word);
            out.push((Tok::Word(word), line));
        } else if c.is_ascii_digit() {
            while i < chars.len()
                && (chars[i].is_alphanumeric() || chars[i] == '_' || chars[i] == '.')
            {
                i += 1;
            }
        } else if c == '\'' {
            // A lifetime: skip its name.
            i += 1;
            while i < chars.len() && (chars[i].is_alphanumeric() || chars[i] == '_') {
                i += 1;
            }
        } else {
            out.push((Tok::Punct(c), line));
            i += 1;
        }
    }
    out
}
