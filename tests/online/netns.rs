//! A small internet of the test's own, in network namespaces it makes and removes: an
//! "internet" namespace holding a bridge and our own iroh relay, and homes behind routers
//! that translate addresses as real ones do. No namespace has a route to a real
//! interface: the only way out of a home is its router, and the only way out of a router
//! is the harness's bridge. The addresses are the documentation ranges (RFC 5737:
//! 203.0.113.0/24 is "the internet", RFC 6598's 100.64.0.0/10 the carrier's network).
//!
//! Each router counts, on its home side, every packet leaving the home: those to the
//! relay or another home, and "stray" ones to anything else (a DNS server, n0's address
//! lookup, a gateway probe). A game must leave the stray count at 0.
//!
//! Needs root, `ip` (iproute2), `nft` (nftables), `openssl`, `python3` (a bad line's
//! delay and loss, `line.py`: these machines' kernel has no netem) and the upstream relay
//! binary (`cargo install iroh-relay --features server`, found on PATH, in
//! ~/.cargo/bin, or named by `DHAYAM_IROH_RELAY`). Without them the tests say so and
//! pass, unless `DHAYAM_NETNS=required` (set by `.ci/run`) makes a missing piece fail.

use std::io::{BufRead, BufReader};
use std::net::Ipv4Addr;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

/// The relay's address on the harness's internet.
pub const RELAY: Ipv4Addr = Ipv4Addr::new(203, 0, 113, 10);
const RELAY_HTTP_PORT: u16 = 3340;
const RELAY_QUIC_PORT: u16 = 7842;

/// How a home's router translates addresses.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Nat {
    /// An ordinary home router: Linux's masquerade keeps the source port where it can,
    /// so one inside port maps to one outside port whoever it talks to (hole punching
    /// works).
    Home,
    /// A random outside port for every destination ("symmetric"): the port the relay
    /// saw is not the one the other home will see, so hole punching fails.
    Symmetric,
    /// Two layers: a home router behind the carrier's own NAT (CGNAT), which picks a
    /// random outside port per destination as large carriers' do.
    Carrier,
}

/// One home: the namespace its player's program runs in, and its router.
pub struct Home {
    pub ns: String,
    /// The namespace that holds the home's counters (its own router).
    router: String,
    /// The namespace whose outside address is the home's public one (the router, or
    /// the carrier's NAT).
    edge: String,
    pub public: Ipv4Addr,
}

/// What left a home: packets and bytes to the relay or another home, and anything else.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Traffic {
    pub packets: u64,
    pub bytes: u64,
    pub stray_packets: u64,
}

pub struct World {
    prefix: String,
    namespaces: Vec<String>,
    dir: PathBuf,
    relay: Option<Child>,
    /// The bad lines' carriers (`line.py`), one per home that has one.
    lines: Vec<Child>,
    homes: usize,
    publics: Vec<Ipv4Addr>,
}

/// Whether the harness can run here: `Err` says what is missing.
pub fn available() -> Result<PathBuf, String> {
    let uid = std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|s| {
            s.lines()
                .find_map(|l| l.strip_prefix("Uid:"))
                .and_then(|l| l.split_whitespace().next().map(str::to_string))
        })
        .unwrap_or_default();
    if uid != "0" {
        return Err("not root: network namespaces cannot be made".into());
    }
    for tool in ["ip", "nft", "openssl", "python3"] {
        if !on_path(tool) {
            return Err(format!("`{tool}` is not installed"));
        }
    }
    relay_binary().ok_or_else(|| {
        "the iroh relay server is not installed (cargo install iroh-relay --features server)"
            .to_string()
    })
}

/// Runs `scenario` in a fresh world, or says why it cannot and returns (failing instead
/// when `DHAYAM_NETNS=required`).
pub fn with_world(name: &str, scenario: impl FnOnce(&mut World)) {
    match available() {
        Ok(relay) => {
            let mut world = World::new(name, &relay);
            scenario(&mut world);
        }
        Err(why) if std::env::var("DHAYAM_NETNS").as_deref() == Ok("required") => {
            panic!("DHAYAM_NETNS=required, but {why}")
        }
        Err(why) => eprintln!("skipped {name}: {why}"),
    }
}

fn on_path(tool: &str) -> bool {
    std::env::var_os("PATH")
        .is_some_and(|path| std::env::split_paths(&path).any(|dir| dir.join(tool).is_file()))
        || ["/usr/sbin", "/sbin"]
            .iter()
            .any(|dir| Path::new(dir).join(tool).is_file())
}

fn relay_binary() -> Option<PathBuf> {
    if let Some(path) = std::env::var_os("DHAYAM_IROH_RELAY") {
        return Some(PathBuf::from(path)).filter(|p| p.is_file());
    }
    let mut dirs: Vec<PathBuf> = std::env::var_os("PATH")
        .map(|p| std::env::split_paths(&p).collect())
        .unwrap_or_default();
    if let Some(home) = std::env::var_os("HOME") {
        dirs.push(Path::new(&home).join(".cargo/bin"));
    }
    dirs.into_iter()
        .map(|d| d.join("iroh-relay"))
        .find(|p| p.is_file())
}

/// Runs a command to its end; a failure stops the test with what it printed.
fn run(program: &str, args: &[&str]) -> String {
    let out = Command::new(program)
        .args(args)
        .output()
        .unwrap_or_else(|e| panic!("{program} {args:?}: {e}"));
    assert!(
        out.status.success(),
        "{program} {args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout).into_owned()
}

fn ip(args: &[&str]) {
    run("ip", args);
}

/// Runs `args` inside namespace `ns`.
fn inside(ns: &str, args: &[&str]) -> String {
    run("ip", &[&["netns", "exec", ns], args].concat())
}

/// Loads an nftables ruleset into namespace `ns`.
fn nft(ns: &str, rules: &str) {
    use std::io::Write;
    let mut child = Command::new("ip")
        .args(["netns", "exec", ns, "nft", "-f", "-"])
        .stdin(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("nft runs");
    child
        .stdin
        .take()
        .unwrap()
        .write_all(rules.as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    assert!(
        out.status.success(),
        "nft in {ns}: {}\n{rules}",
        String::from_utf8_lossy(&out.stderr)
    );
}

impl World {
    fn new(name: &str, relay: &Path) -> World {
        // Short names: an interface name has at most 15 bytes.
        let prefix = format!(
            "dh{}{}",
            std::process::id() % 100_000,
            &name[..name.len().min(3)]
        );
        let dir = std::env::temp_dir().join(format!("{prefix}-netns"));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        let mut world = World {
            prefix,
            namespaces: Vec::new(),
            dir,
            relay: None,
            lines: Vec::new(),
            homes: 0,
            publics: Vec::new(),
        };
        let inet = world.namespace("net");
        ip(&["-n", &inet, "link", "add", "name", "hub", "type", "bridge"]);
        ip(&[
            "-n",
            &inet,
            "addr",
            "add",
            &format!("{RELAY}/24"),
            "dev",
            "hub",
        ]);
        ip(&["-n", &inet, "link", "set", "hub", "up"]);
        world.start_relay(relay);
        world
    }

    fn inet(&self) -> String {
        format!("{}net", self.prefix)
    }

    /// A new namespace with only loopback, no IPv6 (so no link-local addresses to
    /// wander to), and nothing routed.
    fn namespace(&mut self, role: &str) -> String {
        let ns = format!("{}{role}", self.prefix);
        let _ = Command::new("ip").args(["netns", "del", &ns]).output();
        ip(&["netns", "add", &ns]);
        self.namespaces.push(ns.clone());
        for key in ["all", "default"] {
            inside(
                &ns,
                &[
                    "sysctl",
                    "-qw",
                    &format!("net.ipv6.conf.{key}.disable_ipv6=1"),
                ],
            );
        }
        ip(&["-n", &ns, "link", "set", "lo", "up"]);
        ns
    }

    /// Our own relay: plain HTTP for the relay service (its `--dev` mode), and QUIC
    /// address discovery with a certificate made here, trusted by the players through
    /// `DHAYAM_RELAY_CA`.
    fn start_relay(&mut self, binary: &Path) {
        let dir = self.dir.display().to_string();
        let (ca_key, ca) = (format!("{dir}/ca.key"), format!("{dir}/ca.pem"));
        let (key, csr, cert) = (
            format!("{dir}/relay.key"),
            format!("{dir}/relay.csr"),
            format!("{dir}/relay.pem"),
        );
        let ext = format!("{dir}/relay.ext");
        std::fs::write(&ext, format!("subjectAltName=IP:{RELAY}\n")).unwrap();
        let ec = [
            "-newkey",
            "ec",
            "-pkeyopt",
            "ec_paramgen_curve:prime256v1",
            "-nodes",
        ];
        run(
            "openssl",
            &[
                &["req", "-x509"][..],
                &ec,
                &["-keyout", &ca_key, "-out", &ca, "-days", "2"],
                &["-subj", "/CN=dhayam test relay CA"],
            ]
            .concat(),
        );
        run(
            "openssl",
            &[
                &["req"][..],
                &ec,
                &[
                    "-keyout",
                    &key,
                    "-out",
                    &csr,
                    "-subj",
                    &format!("/CN={RELAY}"),
                ],
            ]
            .concat(),
        );
        run(
            "openssl",
            &[
                "x509",
                "-req",
                "-in",
                &csr,
                "-CA",
                &ca,
                "-CAkey",
                &ca_key,
                "-CAcreateserial",
                "-out",
                &cert,
                "-days",
                "2",
                "-extfile",
                &ext,
            ],
        );
        let config = format!("{dir}/relay.toml");
        std::fs::write(
            &config,
            format!(
                "enable_relay = true\n\
                 http_bind_addr = \"{RELAY}:{RELAY_HTTP_PORT}\"\n\
                 enable_quic_addr_discovery = true\n\
                 enable_metrics = false\n\
                 [tls]\n\
                 cert_mode = \"Manual\"\n\
                 manual_cert_path = \"{cert}\"\n\
                 manual_key_path = \"{key}\"\n\
                 quic_bind_addr = \"{RELAY}:{RELAY_QUIC_PORT}\"\n"
            ),
        )
        .unwrap();
        let log = std::fs::File::create(format!("{dir}/relay.log")).unwrap();
        let child = Command::new("ip")
            .args(["netns", "exec", &self.inet()])
            .arg(binary)
            .args(["--dev", "--config-path", &config])
            .stdout(Stdio::null())
            .stderr(log)
            .spawn()
            .expect("the relay starts");
        self.relay = Some(child);
        // Ready when its HTTP port answers.
        let deadline = Instant::now() + Duration::from_secs(20);
        loop {
            let listening = inside(&self.inet(), &["ss", "-ltnH"]);
            if listening.contains(&format!("{RELAY}:{RELAY_HTTP_PORT}")) {
                break;
            }
            assert!(
                Instant::now() < deadline,
                "the relay did not listen: {}",
                std::fs::read_to_string(format!("{dir}/relay.log")).unwrap_or_default()
            );
            std::thread::sleep(Duration::from_millis(100));
        }
    }

    /// The relay's address as players write it.
    pub fn relay_url(&self) -> String {
        format!("http://{RELAY}:{RELAY_HTTP_PORT}")
    }

    /// The certificate players must trust for the relay's QUIC address discovery.
    pub fn relay_ca(&self) -> PathBuf {
        self.dir.join("ca.pem")
    }

    /// Plugs namespace `ns`'s new interface `wan` into the internet's bridge, with
    /// `public` as its address.
    fn plug_into_internet(&mut self, ns: &str, public: Ipv4Addr) {
        let port = format!("{}p{}", self.prefix, self.publics.len());
        ip(&[
            "-n",
            ns,
            "link",
            "add",
            "name",
            "wan",
            "type",
            "veth",
            "peer",
            "name",
            &port,
            "netns",
            &self.inet(),
        ]);
        ip(&[
            "-n",
            &self.inet(),
            "link",
            "set",
            &port,
            "master",
            "hub",
            "up",
        ]);
        ip(&[
            "-n",
            ns,
            "addr",
            "add",
            &format!("{public}/24"),
            "dev",
            "wan",
        ]);
        ip(&["-n", ns, "link", "set", "wan", "up"]);
        self.publics.push(public);
    }

    /// Joins `inner` (as `eth0`) to `outer` (as `lan`) with a veth pair.
    fn link(inner: &str, outer: &str) {
        ip(&[
            "-n", outer, "link", "add", "name", "lan", "type", "veth", "peer", "name", "eth0",
            "netns", inner,
        ]);
    }

    /// Joins `inner` (as `eth0`) to `outer` (as `lan`) through `line.py`, which delays
    /// every frame by `delay_ms` and loses `loss_percent` of them, both ways.
    fn bad_link(&mut self, inner: &str, outer: &str, delay_ms: u32, loss_percent: u32) {
        let script = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/online/line.py");
        let mut child = Command::new("ip")
            .args(["netns", "exec", outer, "python3", script, inner])
            .args([delay_ms.to_string(), loss_percent.to_string()])
            .stdout(Stdio::piped())
            .spawn()
            .expect("the line starts");
        let mut ready = String::new();
        BufReader::new(child.stdout.take().unwrap())
            .read_line(&mut ready)
            .unwrap();
        assert_eq!(ready.trim(), "ready", "the line did not start");
        self.lines.push(child);
    }

    /// Addresses `inner`'s `eth0` as `.2` and `outer`'s `lan` as `.1` on `net` (`a.b.c`),
    /// with `inner`'s default route through `outer`.
    fn address(inner: &str, outer: &str, net: &str) {
        ip(&[
            "-n",
            outer,
            "addr",
            "add",
            &format!("{net}.1/24"),
            "dev",
            "lan",
        ]);
        ip(&[
            "-n",
            inner,
            "addr",
            "add",
            &format!("{net}.2/24"),
            "dev",
            "eth0",
        ]);
        ip(&["-n", outer, "link", "set", "lan", "up"]);
        ip(&["-n", inner, "link", "set", "eth0", "up"]);
        ip(&[
            "-n",
            inner,
            "route",
            "add",
            "default",
            "via",
            &format!("{net}.1"),
        ]);
    }

    /// A router doing NAT on `wan` (a random port per destination when `random`), with
    /// a home router's firewall: nothing new comes in from outside.
    ///
    /// The firewall matters for hole punching, as on real routers. Without it, the first
    /// probe that arrives before this side has sent its own reaches the router itself;
    /// conntrack then keeps an entry for that stray flow, whose reply tuple is exactly the
    /// outside address the game's own probe needs, so masquerade gives the game another
    /// port and the two ends never meet (seen here: probes both ways, PATH_CHALLENGEs
    /// never received, a relayed game to the end). Dropped in the input chain, the stray
    /// probe's entry is never confirmed.
    fn nat(ns: &str, random: bool) {
        inside(ns, &["sysctl", "-qw", "net.ipv4.ip_forward=1"]);
        let how = if random {
            "masquerade random"
        } else {
            "masquerade"
        };
        nft(
            ns,
            &format!(
                r#"table ip nat {{
  chain post {{
    type nat hook postrouting priority srcnat; policy accept;
    oifname "wan" {how}
  }}
}}
table inet firewall {{
  chain input {{
    type filter hook input priority filter; policy accept;
    iifname "wan" ct state new drop
  }}
}}
"#
            ),
        );
    }

    /// A home behind `nat`. Every home's private network is 192.168.1.0/24, as most
    /// homes' are: a game must never mistake the other home's private address for its own.
    pub fn home(&mut self, nat: Nat) -> Home {
        self.home_on(nat, None)
    }

    /// A home behind `nat` whose line to its router delays every packet by `delay_ms`
    /// each way and loses `loss_percent` of them each way.
    pub fn home_on_bad_line(&mut self, nat: Nat, delay_ms: u32, loss_percent: u32) -> Home {
        self.home_on(nat, Some((delay_ms, loss_percent)))
    }

    fn home_on(&mut self, nat: Nat, line: Option<(u32, u32)>) -> Home {
        self.homes += 1;
        let n = self.homes;
        let home = self.namespace(&format!("h{n}"));
        let router = self.namespace(&format!("r{n}"));
        match line {
            None => World::link(&home, &router),
            Some((delay_ms, loss_percent)) => self.bad_link(&home, &router, delay_ms, loss_percent),
        }
        World::address(&home, &router, "192.168.1");
        let (edge, public) = match nat {
            Nat::Home | Nat::Symmetric => {
                let public = Ipv4Addr::new(203, 0, 113, 20 + n as u8);
                self.plug_into_internet(&router, public);
                World::nat(&router, nat == Nat::Symmetric);
                (router.clone(), public)
            }
            Nat::Carrier => {
                let carrier = self.namespace(&format!("c{n}"));
                let public = Ipv4Addr::new(203, 0, 113, 30 + n as u8);
                self.plug_into_internet(&carrier, public);
                // The home router's outside is the carrier's network.
                ip(&[
                    "-n", &carrier, "link", "add", "name", "cgn", "type", "veth", "peer", "name",
                    "wan", "netns", &router,
                ]);
                ip(&["-n", &carrier, "addr", "add", "100.64.0.1/24", "dev", "cgn"]);
                ip(&["-n", &router, "addr", "add", "100.64.0.2/24", "dev", "wan"]);
                ip(&["-n", &carrier, "link", "set", "cgn", "up"]);
                ip(&["-n", &router, "link", "set", "wan", "up"]);
                ip(&[
                    "-n",
                    &router,
                    "route",
                    "add",
                    "default",
                    "via",
                    "100.64.0.1",
                ]);
                World::nat(&router, false);
                World::nat(&carrier, true);
                (carrier, public)
            }
        };
        // What leaves the home, counted where it enters its router.
        nft(
            &router,
            r#"table inet watch {
  set allowed { type ipv4_addr; }
  counter out { }
  counter stray { }
  chain pre {
    type filter hook prerouting priority -300; policy accept;
    iifname "lan" ip daddr @allowed counter name "out" accept
    iifname "lan" counter name "stray"
  }
}
"#,
        );
        Home {
            ns: home,
            router,
            edge,
            public,
        }
    }

    /// Lets `home` send to the relay and to `others`' public addresses (anything else
    /// it sends counts as stray).
    pub fn allow(&self, home: &Home, others: &[Ipv4Addr]) {
        let list: Vec<String> = std::iter::once(RELAY)
            .chain(others.iter().copied())
            .map(|a| a.to_string())
            .collect();
        inside(
            &home.router,
            &[
                "nft",
                "add",
                "element",
                "inet",
                "watch",
                "allowed",
                &format!("{{ {} }}", list.join(", ")),
            ],
        );
    }

    /// Packets and bytes that left `home` so far.
    pub fn traffic(&self, home: &Home) -> Traffic {
        let read = |name: &str| -> (u64, u64) {
            let text = inside(
                &home.router,
                &["nft", "list", "counter", "inet", "watch", name],
            );
            let field = |key: &str| {
                text.split_whitespace()
                    .skip_while(|w| *w != key)
                    .nth(1)
                    .and_then(|v| v.parse().ok())
                    .unwrap_or(0)
            };
            (field("packets"), field("bytes"))
        };
        let (packets, bytes) = read("out");
        let (stray_packets, _) = read("stray");
        Traffic {
            packets,
            bytes,
            stray_packets,
        }
    }

    /// The home's public address changes, as when a provider hands out a new one: the
    /// edge's old address goes (and the router forgets every mapping through it).
    pub fn renumber(&mut self, home: &mut Home, to: Ipv4Addr) {
        // The old address goes first, as when a lease ends: added first, the new one
        // would be a secondary address of the same subnet, and deleting the primary
        // deletes its secondaries with it.
        ip(&[
            "-n",
            &home.edge,
            "addr",
            "del",
            &format!("{}/24", home.public),
            "dev",
            "wan",
        ]);
        ip(&[
            "-n",
            &home.edge,
            "addr",
            "add",
            &format!("{to}/24"),
            "dev",
            "wan",
        ]);
        home.public = to;
    }

    /// A program of ours, started inside `home`, off loopback (the harness's namespaces
    /// are the only network it can see), trusting the harness's relay.
    pub fn spawn(&self, home: &Home, program: &str, args: &[&str]) -> Child {
        Command::new("ip")
            .args(["netns", "exec", &home.ns, program])
            .args(args)
            .env_remove("DHAYAM_ONLINE")
            .env("DHAYAM_RELAY_CA", self.relay_ca())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("the program starts in its home")
    }

    /// Players on one home network, as a family's laptops on one Wi-Fi: namespaces whose
    /// `eth0` are plugged into one bridge (in a namespace of its own, `lan`), addressed
    /// 192.168.7.10, .11…, with no router and no route anywhere else. Multicast (mDNS's
    /// 224.0.0.251) is routed onto `eth0`, and so goes to the bridge and the other
    /// players, and nowhere else.
    pub fn one_home_network(&mut self, players: usize) -> Vec<Home> {
        let lan = self.namespace("lan");
        ip(&["-n", &lan, "link", "add", "name", "hub", "type", "bridge"]);
        ip(&["-n", &lan, "link", "set", "hub", "up"]);
        (0..players)
            .map(|i| {
                let ns = self.namespace(&format!("p{i}"));
                let port = format!("lan{i}");
                ip(&[
                    "-n", &lan, "link", "add", "name", &port, "type", "veth", "peer", "name",
                    "eth0", "netns", &ns,
                ]);
                ip(&["-n", &lan, "link", "set", &port, "master", "hub", "up"]);
                let address = Ipv4Addr::new(192, 168, 7, 10 + i as u8);
                ip(&[
                    "-n",
                    &ns,
                    "addr",
                    "add",
                    &format!("{address}/24"),
                    "dev",
                    "eth0",
                ]);
                ip(&["-n", &ns, "link", "set", "eth0", "up"]);
                ip(&["-n", &ns, "route", "add", "224.0.0.0/4", "dev", "eth0"]);
                Home {
                    ns,
                    router: lan.clone(),
                    edge: lan.clone(),
                    public: address,
                }
            })
            .collect()
    }

    /// Checks that a player of `one_home_network` reaches nothing but that network: its
    /// routes are the network's and multicast's on `eth0`, and the bridge's namespace holds
    /// the bridge and its ports alone.
    pub fn assert_on_the_network_alone(&self, home: &Home) {
        let routes = inside(&home.ns, &["ip", "route"]);
        assert!(
            routes
                .lines()
                .all(|r| r.starts_with("192.168.7.0/24 dev eth0")
                    || r.starts_with("224.0.0.0/4 dev eth0")),
            "{routes}"
        );
        let links = inside(&home.router, &["ip", "-o", "link"]);
        for link in links.lines() {
            let name = link.split(':').nth(1).unwrap_or("").trim();
            let name = name.split('@').next().unwrap_or("");
            assert!(
                name == "lo" || name == "hub" || name.starts_with("lan"),
                "{} has {name}",
                home.router
            );
        }
    }

    /// Checks that `home` can reach nothing but the harness: its only route is its router.
    pub fn assert_sealed(&self, home: &Home) {
        let routes = inside(&home.ns, &["ip", "route"]);
        assert!(
            routes
                .lines()
                .all(|r| r.starts_with("default via 192.168.1.1 ")
                    || r.starts_with("192.168.1.0/24 ")),
            "{routes}"
        );
        for ns in [&home.router, &home.edge] {
            let links = inside(ns, &["ip", "-o", "link"]);
            for link in links.lines() {
                let name = link.split(':').nth(1).unwrap_or("").trim();
                let name = name.split('@').next().unwrap_or("");
                assert!(
                    ["lo", "lan", "wan", "cgn"].contains(&name),
                    "{ns} has {name}"
                );
            }
        }
    }
}

impl Drop for World {
    fn drop(&mut self) {
        for mut child in self.relay.take().into_iter().chain(self.lines.drain(..)) {
            let _ = child.kill();
            let _ = child.wait();
        }
        // Programs still inside die with their namespace's last interface gone; remove
        // the namespaces from the homes outwards.
        for ns in self.namespaces.iter().rev() {
            let _ = Command::new("ip")
                .args(["netns", "pids", ns])
                .output()
                .map(|out| {
                    for pid in String::from_utf8_lossy(&out.stdout).split_whitespace() {
                        let _ = Command::new("kill").args(["-9", pid]).output();
                    }
                });
            let _ = Command::new("ip").args(["netns", "del", ns]).output();
        }
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}
