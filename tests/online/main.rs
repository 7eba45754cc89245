//! Online play over a real network, on this machine only: iroh endpoints bound to
//! 127.0.0.1 with no relay and no address lookup (`Reach::Loopback` in-process; the CLI
//! processes get `--local` and `DHAYAM_ONLINE=loopback`, which forces loopback whatever
//! was asked). iroh is built without its port mapper, so nothing probes a router either.
//! The one exception is `routers`: its programs leave loopback, but only into network
//! namespaces the test makes and removes itself, with no route to a real interface
//! (`netns.rs`).

mod cli;
mod ends;
mod hostile;
mod lan;
mod netns;
mod routers;
#[cfg(feature = "gui")]
#[path = "../ui_support/mod.rs"]
mod ui_support;
#[cfg(feature = "gui")]
mod window;
