/**
 * CompTIA A+ Core 2 (220-1202): one topic per exam objective, in the order of CompTIA's published exam
 * objectives (domains 1.0 Operating Systems, 2.0 Security, 3.0 Software Troubleshooting, 4.0 Operational
 * Procedures). Lesson text written for this product.
 */
import type { CatalogueTopic } from './types';
import { comptiaObjectiveTopic } from './comptia-objective-topic';

const topic = comptiaObjectiveTopic('220-1202', 'Core 2 (220-1202)');

const OS = '1.0 Operating Systems';
const SECURITY = '2.0 Security';
const SOFTWARE = '3.0 Software Troubleshooting';
const OPS = '4.0 Operational Procedures';

export const A_PLUS_CORE2_TOPICS: CatalogueTopic[] = [
  topic(
    '1.1',
    OS,
    'Operating System Types and Purposes',
    'beginner',
    40,
    'Windows, macOS, Linux, ChromeOS, Android, iOS, file systems',
    'Explain workstation and mobile operating systems, file system types, and vendor life-cycle limits.',
    `An operating system (OS) is the software that manages hardware, runs applications and provides the user interface.
    Workstation operating systems include Windows, macOS, Linux distributions and ChromeOS, a lightweight Google OS built
    around the Chrome browser and cloud services. Mobile operating systems include Android, iOS and iPadOS.`,
    `A file system is the structure an operating system uses to store and organise files on a drive. NTFS is the standard
    Windows file system, with permissions, encryption, compression and journaling. ReFS (Resilient File System) is a Windows
    file system designed for data integrity on large storage volumes. FAT32 is an older, widely compatible file system
    limited to files of 4 GB. exFAT is a file system for flash drives and memory cards that removes the 4 GB file limit and
    works on Windows and macOS. ext4 is the common Linux file system, and XFS is a high-performance journaling file system
    used by Red Hat Enterprise Linux. APFS (Apple File System) is the file system of macOS and iOS, optimised for SSDs.`,
    `Vendors support each OS version for a limited time. End of life (EOL) is the date after which a vendor stops releasing
    updates, including security patches, for a product, so EOL systems are a security risk. Compatibility concerns include
    applications and drivers that do not support a newer OS, hardware requirements, and 32-bit software on 64-bit systems.`,
  ),

  topic(
    '1.2',
    OS,
    'Operating System Installations and Upgrades',
    'intermediate',
    50,
    'clean install, upgrade, PXE, GPT, MBR, image deployment',
    'Perform OS installations and upgrades: boot methods, installation types, partitioning and upgrade considerations.',
    `An operating system can be installed from several boot methods: a bootable USB flash drive, a network boot with PXE
    (Preboot Execution Environment, which loads an installer from a server), an internal or external drive, a solid-state or
    flash device, or internet-based installation. The firmware boot order decides which source starts.`,
    `A clean install is an installation onto an empty or wiped drive, which removes old files and problems. An in-place upgrade
    is an installation over the existing OS that keeps applications, settings and files. Image deployment copies a prepared
    standard image to many computers. A remote network installation installs from a server, and zero-touch deployment lets a
    new device configure itself from the cloud when the user first signs in. A recovery partition is a hidden partition that
    holds the tools to restore the OS, and a repair installation reinstalls the OS while keeping data. Third-party drivers,
    such as storage controller drivers, may need to be loaded during setup.`,
    `Partitioning divides a drive into separate volumes. MBR (Master Boot Record) is the legacy partition scheme limited to four
    primary partitions and 2 TB disks. GPT (GUID Partition Table) is the modern scheme used with UEFI that supports up to 128
    partitions on Windows and very large disks. Before an upgrade, back up files and user preferences, confirm application and
    driver support and backward compatibility, and check hardware compatibility. A feature update adds new capabilities to the
    OS, while the product life cycle decides how long each version receives updates.`,
  ),

  topic(
    '1.3',
    OS,
    'Microsoft Windows Editions',
    'beginner',
    40,
    'Windows 11 Home, Pro, Enterprise, BitLocker, domain join, TPM 2.0',
    'Compare Windows editions, their features, and the hardware requirements and upgrade paths of Windows 11.',
    `Windows 10 and Windows 11 come in several editions. Home is the consumer edition. Pro adds business features:
    joining an Active Directory domain, BitLocker drive encryption, the Group Policy Editor (gpedit.msc) and hosting Remote
    Desktop connections. Pro for Workstations supports more processors and memory, ReFS and persistent memory for demanding
    workloads. Enterprise is the volume-licensed edition with advanced security and management features for large
    organizations, and Education is a similar edition for schools.`,
    `A workgroup is a peer-to-peer network where each computer manages its own user accounts, which suits small networks. A
    domain is a network in which a central server (a domain controller running Active Directory) manages users, computers
    and policies. Home editions cannot join a domain. Home editions can connect to other computers with Remote Desktop but
    cannot accept incoming Remote Desktop connections.`,
    `Windows 11 requires a 64-bit processor of at least 1 GHz with two or more cores on the supported list, 4 GB of RAM, 64 GB
    of storage, UEFI firmware with Secure Boot capability, and TPM 2.0. Upgrade paths include an in-place upgrade, which keeps
    files and apps, and a clean install. Moving from Home to Pro needs only a new product key.`,
  ),

  topic(
    '1.4',
    OS,
    'Windows Features and Tools',
    'intermediate',
    55,
    'Task Manager, Event Viewer, Device Manager, Disk Management, msconfig, regedit',
    'Use Task Manager, the Microsoft Management Console snap-ins and other Windows administrative tools.',
    `Task Manager is the Windows tool that shows running processes, performance graphs, app history, startup apps, users,
    details and services. It is opened with Ctrl+Shift+Esc and is the first place to look for a process using too much CPU or
    memory, or to disable startup programs that slow boot.`,
    `The Microsoft Management Console (MMC) hosts administrative snap-ins. Event Viewer (eventvwr.msc) is the tool that shows
    system, application and security logs with errors and warnings. Disk Management (diskmgmt.msc) is the tool that creates,
    formats, extends and shrinks partitions and assigns drive letters. Task Scheduler (taskschd.msc) runs programs and scripts
    at set times or events. Device Manager (devmgmt.msc) is the tool that lists hardware and lets you update, roll back or
    disable drivers. Certificate Manager (certmgr.msc) manages user certificates, Local Users and Groups (lusrmgr.msc) manages
    local accounts on Pro editions, Performance Monitor (perfmon.msc) records detailed performance counters, and the Group
    Policy Editor (gpedit.msc) edits local policies.`,
    `Other tools include System Information (msinfo32), which summarises hardware and software, Resource Monitor (resmon),
    which details CPU, memory, disk and network use per process, and System Configuration (msconfig), which controls the boot
    options and safe mode. Disk Cleanup (cleanmgr) removes temporary files, Disk Defragment (dfrgui) optimises drives by
    defragmenting hard disks and trimming SSDs, and the Registry Editor (regedit) edits the registry, the database of Windows
    settings; back up the registry before changing it.`,
  ),

  topic(
    '1.5',
    OS,
    'Windows Command-Line Tools',
    'intermediate',
    60,
    'ipconfig, ping, chkdsk, sfc, robocopy, gpupdate, diskpart',
    'Use Windows command-line tools for navigation, files, disks, networking and administration.',
    `The Windows command prompt and PowerShell accept many commands. cd changes the current directory and dir lists its
    contents. md creates a directory and rmdir removes one. copy copies files, xcopy copies directory trees, and robocopy
    (robust file copy) copies and mirrors large folder structures with retry and logging options. Adding /? to any command
    shows its help.`,
    `For disks, chkdsk checks a volume for file system errors and bad sectors (chkdsk /f fixes errors and /r also locates bad
    sectors), format prepares a volume with a file system, and diskpart is the command-line partitioning tool for selecting
    disks and creating, deleting and cleaning partitions. sfc (System File Checker) scans protected system files and replaces
    corrupted ones when run as sfc /scannow.`,
    `For networking, ipconfig shows IP configuration (ipconfig /all for details, /release and /renew for DHCP, /flushdns to
    clear the DNS cache). ping tests reachability with ICMP echo requests, tracert lists the routers along the path to a host,
    and pathping combines ping and tracert statistics. nslookup queries DNS servers, netstat lists active connections and
    listening ports, and net use maps or disconnects network drives. hostname shows the computer name, and winver shows the
    Windows version.`,
    `For administration, gpupdate refreshes Group Policy settings (gpupdate /force reapplies all), gpresult shows which
    policies apply to a user and computer, whoami shows the current user and groups, and shutdown restarts or shuts down a
    computer (shutdown /r /t 0 restarts immediately). Many commands need an elevated prompt opened with Run as administrator.`,
  ),

  topic(
    '1.6',
    OS,
    'Configuring Windows Settings',
    'beginner',
    45,
    'Control Panel, Settings app, Power Options, File Explorer options, Ease of Access',
    'Configure Windows through Control Panel utilities and the Settings app.',
    `Windows settings are split between the classic Control Panel and the modern Settings app. Control Panel utilities include
    Internet Options (browser security zones, proxy and history), Devices and Printers, Programs and Features (uninstall
    programs and turn Windows features on or off), Network and Sharing Center, System, Windows Defender Firewall, Mail,
    Sound, User Accounts, Device Manager, Indexing Options (which locations Windows Search indexes), and Administrative Tools.`,
    `File Explorer Options set how files appear: show hidden files, hide or show file extensions, and general options
    such as opening to This PC or Quick Access. Showing extensions is a security habit, because it reveals a file named
    invoice.pdf.exe as a program. Power Options configure power plans, sleep and hibernate, what closing the lid does, fast
    startup and USB selective suspend. Hibernate is a power state that saves the contents of memory to disk and powers off
    completely, while sleep keeps memory powered for a quick resume.`,
    `The Settings app groups System, Devices (Bluetooth and printers), Network and Internet, Personalization, Apps, Accounts,
    Time and Language, Gaming, Accessibility (formerly Ease of Access), Privacy and security, and Windows Update. Accessibility
    options include the narrator, magnifier, high-contrast themes, captions and keyboard aids such as sticky keys.`,
  ),

  topic(
    '1.7',
    OS,
    'Windows Networking on a Client',
    'intermediate',
    50,
    'domain join, mapped drive, firewall, static IP, VPN, proxy, metered connection',
    'Configure Windows client networking: workgroups and domains, shared resources, firewall, IP settings, VPN and proxy.',
    `A Windows client joins either a workgroup or a domain. Joining a domain requires a Pro or higher edition, network access to
    a domain controller, DNS pointing to the domain's DNS server and an account with permission to join. Shared resources
    include shared folders, printers and file servers. A mapped drive is a drive letter assigned to a network share, created
    in File Explorer or with net use, and a UNC path names a share as two backslashes, the server name, a backslash and the
    share name.`,
    `Windows Defender Firewall filters traffic per network profile. Application exceptions allow a specific program through, and
    rules can restrict or allow ports. The network location profile matters: a public network profile hides the computer and
    blocks sharing on untrusted networks such as cafés, while a private network profile allows discovery and sharing at home
    or work.`,
    `Client IP configuration can be dynamic (DHCP) or static. A static configuration needs an IP address, subnet mask, default
    gateway and DNS server addresses; the default gateway is the router address used to reach other networks. Connections can
    be wired, wireless, VPN or WWAN (cellular). Proxy settings send web traffic through a proxy server, set manually or by
    an automatic configuration script. A metered connection is a setting that limits background data use, such as Windows
    updates, on connections with data caps.`,
  ),

  topic(
    '1.8',
    OS,
    'macOS Features and Tools',
    'beginner',
    45,
    'Finder, Spotlight, Time Machine, FileVault, Keychain, Mission Control',
    'Identify macOS features, settings, application installation and removal, and best practices.',
    `macOS applications are installed in several ways. A .dmg file is a disk image that is mounted and from which the app is
    dragged to the Applications folder. A .pkg file is an installer package that runs an installation wizard. An .app bundle
    is the application itself. The App Store installs and updates apps tied to an Apple ID. Most apps are uninstalled by
    dragging them from Applications to the Trash, while some include their own uninstaller. Organizations can manage Apple
    IDs and restrict apps with MDM.`,
    `Time Machine is the built-in macOS backup tool that keeps hourly, daily and weekly backups on an external or network drive.
    Best practice also includes keeping macOS and apps updated (including Rapid Security Responses), and using anti-malware
    where policy requires it. System Settings (formerly System Preferences) configure displays, networks, printers and
    scanners, privacy, accessibility and Time Machine.`,
    `Finder is the macOS file manager. Spotlight is the system-wide search opened with Command+Space. Mission Control shows all
    open windows and multiple desktops (Spaces). The Dock launches and switches apps. Keychain is the macOS password manager
    that stores passwords, keys and certificates. iCloud syncs files, photos and settings across Apple devices, and
    Continuity lets a Mac work with an iPhone or iPad for calls, Handoff and copy and paste. Gestures control navigation on
    trackpads. Disk Utility formats, partitions and repairs drives, FileVault is the macOS full-disk encryption feature,
    Terminal opens a command line, and Force Quit (Command+Option+Esc) ends unresponsive apps.`,
  ),

  topic(
    '1.9',
    OS,
    'Linux Features and Tools',
    'intermediate',
    60,
    'ls, chmod, sudo, apt, grep, /etc/passwd, systemd',
    'Use common Linux commands for files, permissions, packages, networking and system information, and know key configuration files.',
    `Linux file management commands include ls to list files, pwd to print the working directory, cd to change directory, cp to
    copy, mv to move or rename, rm to remove, and mkdir to create a directory. grep searches text for a pattern and find
    searches the file system for files by name, size or date. cat prints a file's contents. nano and vi are text editors.`,
    `Permissions control who can read, write and execute a file. chmod changes permissions, for example chmod 755 gives the
    owner read, write and execute and everyone else read and execute. chown changes a file's owner and group. The root
    account is the all-powerful Linux administrator account; su switches to another user, usually root, and sudo runs a
    single command with administrative privileges, which is safer than logging in as root.`,
    `Package managers install and update software from repositories: apt is the package manager of Debian and Ubuntu, and
    dnf (the successor of yum) is the package manager of Red Hat and Fedora. For file systems, fsck checks and repairs a file
    system and mount attaches a file system to a directory. For networking, ip shows and configures interfaces and routes,
    ping tests reachability, curl transfers data from URLs, dig queries DNS and traceroute shows the path to a host. For
    system information, top shows running processes live, ps lists processes, du shows disk usage of files and directories,
    df shows free space on file systems, and man shows the manual for a command.`,
    `Important configuration files include /etc/passwd (user accounts), /etc/shadow (hashed passwords), /etc/hosts (local
    name-to-address mappings), /etc/fstab (file systems mounted at boot) and /etc/resolv.conf (DNS servers). systemd is the
    init system and service manager of most distributions, managed with systemctl. The kernel is the core of the OS that
    manages hardware, and the bootloader, usually GRUB, loads the kernel at start-up.`,
  ),

  topic(
    '1.10',
    OS,
    'Installing Applications',
    'beginner',
    35,
    'system requirements, 64-bit, VRAM, ISO, distribution methods',
    'Install applications that meet system requirements, using the right distribution method, considering their impact.',
    `Before installing an application, check its system requirements. A 64-bit application needs a 64-bit OS and processor,
    while 32-bit applications usually still run on 64-bit Windows. Requirements include CPU speed and cores, RAM, free
    storage, a dedicated or integrated graphics card and its VRAM, and sometimes external hardware tokens for licensing.
    VRAM is the video memory on a graphics card that holds textures and frame data.`,
    `Applications are distributed on physical media, as a mountable ISO file, as a downloadable package from the vendor or an
    app store, or through image deployment and management tools in organizations. An ISO file is a disk image of an optical
    disc that can be mounted as a virtual drive. Download only from trusted sources and verify hashes when provided.`,
    `Consider the impact of an installation: on the device (performance, storage, conflicts), on the network (bandwidth for
    downloads and updates, new services), on operations (support and training), and on the business (licensing, cost,
    compliance). Changes in a business should follow change management.`,
  ),

  topic(
    '1.11',
    OS,
    'Cloud-Based Productivity Tools',
    'beginner',
    30,
    'Microsoft 365, Google Workspace, cloud storage, identity synchronization, licensing',
    'Install and configure cloud e-mail, storage, collaboration tools, identity synchronization and licences.',
    `Cloud-based productivity suites such as Microsoft 365 and Google Workspace provide e-mail, calendars, storage and
    collaboration as software as a service. Email systems in the cloud are configured by signing in with the organization
    account; desktop clients discover settings automatically. Cloud storage services such as OneDrive, Google Drive and
    Dropbox synchronise folders between devices and the cloud; sync settings choose which folders are kept offline and which
    stay online only.`,
    `Collaboration tools include shared spreadsheets, word processing and presentation tools where several people edit the
    same document at once, videoconferencing, and instant messaging. Identity synchronization is the process of syncing user
    accounts and passwords from an on-premises directory such as Active Directory to the cloud identity service, so users
    have one identity. Licensing assignment gives each user the subscription licences for the apps they need, usually from
    the admin centre; removing a licence removes access.`,
    `Sharing settings decide who can open a file: specific people, everyone in the organization, or anyone with the link,
    and administrators can restrict external sharing. Version history is a cloud storage feature that keeps earlier
    versions of a file so an overwritten or encrypted file can be restored. Common support tasks include fixing sync
    conflicts, where the same file changed in two places and the client keeps both copies, checking that a user is signed
    in with the right account, confirming that a licence is assigned when an app reports it is unlicensed, and freeing
    local space with files-on-demand so online-only files stay in the cloud until opened.`,
  ),

  topic(
    '2.1',
    SECURITY,
    'Security Measures and Their Purposes',
    'intermediate',
    55,
    'physical security, access control vestibule, MFA, least privilege, zero trust',
    'Summarize physical and logical security measures, from badge readers to multifactor authentication and zero trust.',
    `Physical security protects facilities and equipment. Bollards are short sturdy posts that stop vehicles from reaching a
    building. An access control vestibule (formerly a mantrap) is a small room with two doors where only one opens at a
    time, which stops tailgating. Other measures include badge readers, video surveillance, alarm systems, motion sensors,
    door and equipment locks, security guards and fences. Staff carry key fobs, smart cards or keys, and biometrics,
    lighting and magnetometers (metal detectors) add protection.`,
    `Logical security protects systems and data. The principle of least privilege means giving each user only the access
    needed to do their job. The zero trust model is a security model that never trusts a request by its network location
    and verifies every user, device and request. An access control list (ACL) is a list of rules that allows or denies
    access to a resource. Multifactor authentication (MFA) is authentication that requires factors from two or more
    categories: something you know, something you have and something you are. Second factors include authenticator apps,
    hardware tokens, e-mail codes, SMS and voice calls, and time-based one-time passwords (TOTP).`,
    `Single sign-on (SSO) lets a user sign in once to reach many applications, often through SAML. Just-in-time (JIT)
    access grants elevated rights only for the time they are needed, and privileged access management (PAM) controls and
    audits administrator accounts. Mobile device management (MDM) enforces policies on phones and tablets, data loss
    prevention (DLP) stops sensitive data from leaving the organization, identity and access management (IAM) manages
    identities and permissions, and directory services such as Active Directory store users and groups centrally.`,
  ),

  topic(
    '2.2',
    SECURITY,
    'Windows Security Settings',
    'intermediate',
    60,
    'Defender, UAC, NTFS permissions, BitLocker, EFS, Active Directory',
    'Configure Windows Defender, accounts, sign-in options, permissions, UAC, encryption and Active Directory basics.',
    `Microsoft Defender Antivirus is the built-in anti-malware protection of Windows, and Windows Defender Firewall filters
    traffic. Accounts can be local accounts or Microsoft accounts. A standard account can use the computer but not change
    system settings, while an administrator account has full control; the guest account is disabled by default. Sign-in
    options include a password, a PIN tied to the device, fingerprint and facial recognition through Windows Hello, single
    sign-on and passwordless sign-in.`,
    `User Account Control (UAC) is a Windows feature that prompts for consent or credentials before a program makes changes
    that need administrator rights. Run as administrator starts a program with elevated rights. NTFS permissions apply to
    files and folders both locally and over the network, while share permissions apply only to access over the network;
    when both apply, the most restrictive combination wins. Permissions are inherited from parent folders by default, and
    copying a file to another volume gives it the permissions of the new folder.`,
    `BitLocker is the Windows full-volume encryption feature that uses the TPM to protect its keys, and BitLocker To Go
    encrypts removable drives. EFS (Encrypting File System) is an NTFS feature that encrypts individual files and folders for
    one user. In Active Directory, computers are joined to the domain, users get log-in scripts, home folders and folder
    redirection, and administrators organise objects into organizational units (OUs) and security groups to which Group
    Policy is applied.`,
  ),

  topic(
    '2.3',
    SECURITY,
    'Wireless Security Protocols and Authentication',
    'intermediate',
    40,
    'WPA2, WPA3, AES, TKIP, RADIUS, TACACS+, Kerberos',
    'Compare wireless encryption standards and authentication methods.',
    `WPA2 (Wi-Fi Protected Access 2) is a wireless security standard that uses AES encryption with CCMP; its personal mode uses
    a pre-shared key and its enterprise mode uses 802.1X authentication. WPA3 is the current standard; its personal mode
    replaces the pre-shared key exchange with SAE (Simultaneous Authentication of Equals), which resists offline password
    guessing, and it offers stronger enterprise encryption. TKIP is an older encryption protocol from the original WPA that is
    deprecated and should not be used. AES (Advanced Encryption Standard) is the strong symmetric cipher used by WPA2 and
    WPA3.`,
    `Enterprise networks authenticate users centrally. RADIUS is an authentication protocol that lets access points, switches
    and VPN servers check user credentials against a central server, commonly used with 802.1X for Wi-Fi. TACACS+ is a
    Cisco-developed protocol that separates authentication, authorization and accounting and encrypts the whole payload; it
    is often used for administrator access to network devices. Kerberos is the ticket-based authentication protocol used by
    Active Directory domains. Multifactor authentication adds a second factor to any of these methods.`,
  ),

  topic(
    '2.4',
    SECURITY,
    'Malware Types and Removal Tools',
    'intermediate',
    55,
    'virus, trojan, ransomware, rootkit, keylogger, EDR, anti-malware',
    'Summarize malware types and the tools and methods for detection, removal and prevention.',
    `Malware is malicious software. A virus is malware that attaches to files and spreads when they are run. A trojan is
    malware disguised as legitimate software. A rootkit is malware that hides deep in the operating system or firmware to keep
    privileged access and conceal itself. Spyware secretly collects information about the user, and a keylogger is malware
    that records keystrokes to steal passwords. Ransomware is malware that encrypts a victim's files and demands payment for
    the key. A boot sector virus infects the boot record so it loads before the OS. A cryptominer uses the victim's processor
    to mine cryptocurrency. Stalkerware secretly monitors a person's device. Fileless malware runs in memory using
    legitimate tools such as PowerShell, leaving few files to scan. Adware shows unwanted advertising, and a potentially
    unwanted program (PUP) is bundled software the user did not clearly choose.`,
    `Tools and methods include antivirus and anti-malware software with up-to-date definitions, software firewalls, recovery
    mode and the Windows Recovery Environment, and reinstalling the OS when an infection cannot be trusted to be removed.
    Endpoint detection and response (EDR) is security software that monitors endpoints for suspicious behaviour and lets
    responders investigate and isolate them. Managed detection and response (MDR) is EDR operated by an outside provider, and
    extended detection and response (XDR) correlates signals across endpoints, networks, e-mail and cloud. An e-mail security
    gateway filters malicious mail. User education, such as anti-phishing training, prevents many infections.`,
  ),

  topic(
    '2.5',
    SECURITY,
    'Social Engineering, Threats and Vulnerabilities',
    'intermediate',
    55,
    'phishing, tailgating, DDoS, evil twin, SQL injection, zero-day',
    'Explain social-engineering attacks, common threats and vulnerabilities.',
    `Social engineering is manipulating people into revealing information or performing actions that compromise security.
    Phishing is a fraudulent message, usually e-mail, that tricks the recipient into clicking a link, opening an attachment or
    entering credentials. Spear phishing targets a specific person, and whaling targets executives. Vishing is phishing by
    voice call, smishing is phishing by text message, and QR code phishing hides a malicious link in a QR code. Shoulder
    surfing is watching someone enter a password or PIN. Tailgating is following an authorised person through a secure door
    without using a badge. Impersonation is pretending to be someone trusted, such as IT support, and dumpster diving is
    searching rubbish for useful information. Business email compromise uses a hijacked or spoofed executive or supplier
    account to request payments.`,
    `A denial-of-service (DoS) attack floods a service so legitimate users cannot reach it, and a distributed denial-of-service
    (DDoS) attack uses many compromised machines. An evil twin is a rogue access point that imitates a legitimate Wi-Fi
    network to intercept traffic. A zero-day attack exploits a vulnerability unknown to the vendor, so no patch exists yet.
    Spoofing is faking an identity such as an address or caller ID, and an on-path attack (formerly man-in-the-middle) secretly
    intercepts and possibly alters communication. Brute-force attacks try every password and dictionary attacks try common
    words. SQL injection inserts database commands into input fields, and cross-site scripting (XSS) injects scripts into web
    pages viewed by others. An insider threat comes from people inside the organization, and a supply chain attack compromises
    a supplier or software update.`,
    `Vulnerabilities are weaknesses attackers exploit: non-compliant systems, unpatched systems, unprotected systems without
    anti-malware or firewalls, end-of-life operating systems that no longer receive patches, and bring-your-own-device (BYOD)
    equipment outside the organization's control.`,
  ),

  topic(
    '2.6',
    SECURITY,
    'SOHO Malware Removal Procedure',
    'beginner',
    35,
    'malware removal steps, quarantine, System Restore, safe mode',
    'Apply the seven-step best-practice procedure for removing malware from a small office or home office computer.',
    `CompTIA's malware removal procedure has seven steps in a fixed order. Step 1: investigate and verify malware symptoms, such
    as pop-ups, redirects, slow performance or disabled security tools. Step 2: quarantine the infected system by disconnecting
    it from the network so the malware cannot spread or exfiltrate data. Step 3: disable System Restore in Windows Home, because
    restore points may contain the malware and could reinfect the computer.`,
    `Step 4: remediate the infected system. Update the anti-malware software and its definitions, then scan and remove the
    malware, using safe mode or a preinstallation environment (a bootable scanning environment) when the malware blocks
    removal from within Windows; when the malware cannot be removed reliably, reimage or reinstall the operating system from
    known-good media and restore the user's data from a clean backup. Step 5: schedule scans and run updates so protection continues. Step 6: enable System Restore
    and create a new restore point in Windows Home, giving a clean point to return to. Step 7: educate the end user about how
    the infection happened and how to avoid it next time.`,
    `Exam questions often test the order: quarantine comes before disabling System Restore, remediation comes before scheduling
    scans, and a new restore point is created only after the system is clean.`,
  ),

  topic(
    '2.7',
    SECURITY,
    'Workstation Security and Hardening',
    'intermediate',
    45,
    'password policy, screen lock, account lockout, AutoRun, disable services',
    'Apply workstation hardening: encryption, password rules, BIOS passwords, account management and disabling risky features.',
    `Hardening is reducing a system's attack surface by removing or securing anything not needed. Data-at-rest encryption, such
    as BitLocker or FileVault, protects data if a device is lost or stolen. Password best practices favour length, a mix of
    character types, uniqueness across systems and complexity; many organizations now prefer long passphrases and expiration
    only after a suspected compromise. BIOS/UEFI passwords stop unauthorised changes to firmware settings and boot order.`,
    `End users should use screensaver locks, lock the screen when stepping away (Windows key+L), log off when not in use, secure
    critical hardware such as laptops with cable locks, and protect personally identifiable information (PII) and passwords
    by never writing them on sticky notes. Account management includes restricting user permissions, restricting log-in times,
    disabling the guest account, locking accounts after a number of failed attempts, using a timeout or screen lock, and
    applying account expiration dates for temporary staff.`,
    `Change the default administrator account name and password. Disable AutoRun, which automatically runs programs from
    inserted media, and AutoPlay, which prompts for actions when media is inserted, because both can launch malware from USB
    drives. Disable unused services to remove unnecessary entry points.`,
  ),

  topic(
    '2.8',
    SECURITY,
    'Securing Mobile Devices',
    'beginner',
    40,
    'screen lock, remote wipe, MDM, BYOD, device encryption',
    'Apply screen locks, encryption, updates, endpoint software, locator and remote wipe, and mobile policies.',
    `Mobile devices are easily lost, so hardening starts with device encryption and a screen lock. Screen lock options include
    facial recognition, fingerprint, PIN codes, patterns and swipe; swipe offers no security. Configuration profiles, usually
    pushed by MDM, apply security settings such as passcode rules, Wi-Fi and VPN settings.`,
    `Patch management keeps the OS and applications updated. Endpoint security software for mobile devices includes antivirus
    and anti-malware apps and content filtering. Locator applications find a lost device on a map, and a remote wipe erases a
    lost or stolen device so its data cannot be accessed. Remote backup applications copy data to the cloud so it can be
    restored on a replacement. Failed log-in attempt restrictions lock the device or wipe it after a set number of wrong
    passcodes.`,
    `Policies and procedures define how devices are used. Bring your own device (BYOD) is a policy that lets employees use their
    own devices for work, usually with MAM or a work profile that separates company data, while corporate-owned devices can be
    fully managed by MDM. Profile security requirements set the minimum protections a device must meet before it may reach
    company resources.`,
  ),

  topic(
    '2.9',
    SECURITY,
    'Data Destruction and Disposal Methods',
    'beginner',
    30,
    'degaussing, shredding, drive wiping, certificate of destruction',
    'Compare physical destruction, wiping and formatting, and outsourced destruction with certificates.',
    `Data must be destroyed before equipment leaves the organization's control. Physical destruction makes a drive unusable:
    drilling holes through the platters, shredding the drive, incineration, or degaussing. Degaussing is exposing a magnetic
    drive to a strong magnetic field that erases its data and usually destroys it; degaussing does not work on SSDs, which
    store data in flash memory.`,
    `When equipment will be recycled or repurposed, the data is erased instead. Erasing or wiping overwrites all data, for
    example with manufacturer secure-erase commands for SSDs or overwriting tools for hard drives. A low-level format
    rewrites the drive's structure, typically at the factory, and a standard format only creates a new empty file system,
    which leaves the old data recoverable. A quick format is therefore not an acceptable sanitization method.`,
    `Organizations often outsource destruction to a third-party vendor, which should provide a certificate of destruction or
    recycling as proof of what was destroyed, when and how. Regulatory and environmental requirements, such as data
    protection laws and electronic-waste rules, decide how data and hardware must be handled.`,
  ),

  topic(
    '2.10',
    SECURITY,
    'Securing SOHO Wireless and Wired Networks',
    'intermediate',
    40,
    'router hardening, SSID, guest network, firmware, port forwarding, UPnP',
    'Apply security settings to small office and home office routers, wireless networks and firewalls.',
    `Securing a SOHO router starts with changing the default administrator password and updating the firmware. IP filtering
    allows or blocks specific addresses, and content filtering blocks categories of websites. Place the router in a secure
    location where it cannot be reset or tampered with. Disable UPnP unless an application truly needs it, restrict
    management access to the wired LAN or HTTPS, and use a screened subnet only for hosts that must be reachable from the
    internet.`,
    `Wireless settings include changing the SSID from the default name so it does not reveal the router model, and choosing
    WPA3 or WPA2 with AES. Disabling SSID broadcast hides the network name from casual browsing but does not stop a determined
    attacker. A guest network gives visitors internet access while isolating them from internal devices.`,
    `Firewall settings include disabling unused ports and services, and using port forwarding (port mapping) carefully, only for
    services that must be reachable from the internet. Review forwarded ports regularly and remove those no longer needed.`,
  ),

  topic(
    '2.11',
    SECURITY,
    'Browser Security Settings',
    'beginner',
    35,
    'browser extensions, certificates, pop-up blocker, private browsing, password manager',
    'Configure browsers securely: trusted installation, patching, extensions, password managers, certificates and privacy settings.',
    `Install browsers only from trusted sources, such as the vendor's website or an app store, and verify the installer's hash
    when one is published. Keep the browser patched, since most browsers update themselves automatically. Install extensions
    and plug-ins only from trusted sources such as the official extension store, and remove any that are unknown, because
    malicious extensions can read every page.`,
    `A password manager is a program that stores strong, unique passwords in an encrypted vault and fills them in; browsers
    include one and third-party managers are also common. A secure site uses HTTPS with a valid certificate; a certificate
    warning means the certificate is expired, self-signed, issued for a different name or not trusted, and the user should not
    continue on an unknown site.`,
    `Browser settings include the pop-up blocker, clearing browsing data and the cache, private-browsing mode (which keeps no
    history or cookies after the window closes but does not hide activity from the network), sign-in and browser data
    synchronization across devices, ad blockers, proxy settings and secure DNS (DNS over HTTPS), which encrypts DNS queries.`,
  ),

  topic(
    '3.1',
    SOFTWARE,
    'Troubleshooting Windows OS Issues',
    'intermediate',
    55,
    'BSOD, boot problems, services, sfc, System Restore, rebuild profile',
    'Diagnose and resolve Windows problems: stop errors, slow performance, boot failures, services, crashes and profile issues.',
    `Common Windows symptoms include the blue screen of death (BSOD), a stop error after which Windows restarts; degraded
    performance; boot issues; frequent shutdowns; services not starting; applications crashing; low memory warnings; USB
    controller resource warnings, which appear when too many devices share a USB controller; system instability; a "no OS
    found" message; a slow profile load; and time drift, where the clock gradually becomes wrong.`,
    `Typical solutions, from least to most disruptive: reboot; restart the failing service in the Services console and check its
    dependencies; uninstall, reinstall or update the application; add resources such as RAM or free disk space; verify the
    system requirements; run sfc /scannow to repair system files; repair Windows with the recovery environment or an in-place
    repair installation; use System Restore to return to an earlier restore point; roll back recent updates or drivers;
    rebuild a corrupted user profile; and finally reimage the computer. System Restore is a Windows feature that reverts system
    files, drivers and settings to a restore point without affecting personal files.`,
    `For a BSOD, note the stop code and recently changed drivers or hardware, and check Event Viewer. For time drift, check the
    CMOS battery and the Windows Time service sync with a time server. For a slow profile load, check roaming profile size and
    network connectivity to the domain controller.`,
  ),

  topic(
    '3.2',
    SOFTWARE,
    'Troubleshooting Mobile OS and Application Issues',
    'beginner',
    40,
    'app crashes, force stop, OS update fails, battery drain, autorotate',
    'Resolve mobile app and OS problems: apps that crash or will not update, failed OS updates, battery drain, reboots and connectivity.',
    `When an application fails to launch, fails to close or crashes, force stop it, clear its cache, update it, or uninstall
    and reinstall it; restart the device if several apps misbehave. An app that fails to update may lack storage space or need
    a newer OS. An app slow to respond may be waiting on a poor network connection or may be short of memory.`,
    `An OS that fails to update may need more free storage, a charged battery, a stable Wi-Fi connection, or a device model that
    still receives updates. Battery life issues come from screen brightness, background apps, poor signal (which makes the
    radio work harder) and ageing batteries; the battery usage screen shows which apps use the most power. Random reboots may come from a faulty app, an OS problem, overheating or a failing battery.`,
    `Connectivity issues with Bluetooth, Wi-Fi or NFC are often fixed by toggling the radio, forgetting and re-pairing the
    device or network, or resetting network settings. A screen that does not autorotate usually has rotation lock enabled,
    or the app does not support rotation. A factory reset is the last resort after backing up data.`,
  ),

  topic(
    '3.3',
    SOFTWARE,
    'Troubleshooting Mobile Security Issues',
    'intermediate',
    40,
    'jailbreak, root access, sideloading, data usage, fake security warnings',
    'Recognise security risks and symptoms of compromise on mobile devices.',
    `Security concerns on mobile devices include installing apps from unofficial application stores or sideloading them, which
    bypasses the store's security review; enabling developer mode; and gaining root access (Android) or jailbreaking (iOS).
    Rooting and jailbreaking remove the operating system's security restrictions, so malware can gain full control, and many
    corporate MDM policies block such devices. Other concerns are unauthorized or malicious applications and application
    spoofing, where a fake app imitates a legitimate one.`,
    `Symptoms of a compromised device include high network traffic, a data-usage limit notification without a reason,
    sluggish response time, limited or no internet connectivity, a high number of ads, fake security warnings urging the user
    to install a "cleaner", unexpected application behaviour, and leaked personal files or data.`,
    `Responses include removing suspicious apps, running a mobile anti-malware scan, updating the OS, changing passwords from a
    clean device, and if needed backing up data and performing a factory reset. Report company devices to the security team
    so MDM can check and, if necessary, wipe them.`,
  ),

  topic(
    '3.4',
    SOFTWARE,
    'Troubleshooting PC Security Issues',
    'intermediate',
    40,
    'pop-ups, browser redirection, certificate warnings, altered files',
    'Recognise symptoms of infection on a PC and in the browser.',
    `Symptoms of a compromised PC include being unable to access the network, desktop alerts, false alerts about antivirus
    protection (often fake antivirus that demands payment), altered system or personal files, missing or renamed files,
    inability to access files (a sign of ransomware), unwanted notifications within the OS, and OS update failures, because
    malware often blocks updates and security tools.`,
    `Browser-related symptoms include random or frequent pop-ups, certificate warnings on sites that normally work, redirection
    to unexpected sites, and degraded browser performance. Browser redirection is often caused by a malicious extension, a
    changed DNS setting, a modified hosts file or a proxy setting added by malware.`,
    `When these symptoms appear, follow the malware removal procedure: verify the symptoms, quarantine the system, disable System
    Restore on Windows Home, remediate with updated anti-malware tools, schedule scans, create a new restore point, and educate
    the user. Also reset the browser, remove unknown extensions, and check the hosts file and proxy settings.`,
  ),

  topic(
    '4.1',
    OPS,
    'Documentation and Support Systems',
    'beginner',
    40,
    'ticketing system, asset management, CMDB, SOP, SLA, knowledge base',
    'Use ticketing, asset management, documentation types and knowledge bases well.',
    `A ticketing system is software that records and tracks support requests from creation to resolution. A good ticket holds
    user information, device information, a clear description of the problem, a category, a severity, and escalation levels.
    Written communication in tickets must be clear and concise: a problem description, progress notes, and the problem
    resolution, so anyone can follow the history.`,
    `Asset management tracks hardware and software through their life cycle. Inventory lists, asset tags and IDs identify each
    item. A configuration management database (CMDB) is a database of IT assets and the relationships between them. Asset
    records include the procurement life cycle, warranty and licensing information, and the assigned user.`,
    `Common document types include incident reports; standard operating procedures (SOPs), such as a custom installation
    procedure for a software package; new-user setup checklists and user off-boarding checklists; and service-level agreements
    (SLAs). A service-level agreement is an agreement that defines the level of service expected, such as response and
    resolution times, with internal teams or external vendors. A knowledge base is a collection of articles documenting known
    problems and their solutions, which speeds up future troubleshooting.`,
  ),

  topic(
    '4.2',
    OPS,
    'Change Management Procedures',
    'intermediate',
    35,
    'change request, rollback plan, change board, risk analysis, sandbox testing',
    'Apply change management: documented processes, change requests, risk analysis, approvals, implementation and acceptance.',
    `Change management is the formal process for requesting, approving, implementing and documenting changes to IT systems so
    they do not cause unexpected outages. Documented business processes for a change include a rollback plan (how to undo the
    change if it fails), a backup plan, sandbox testing in an isolated environment before production, and a responsible staff
    member who owns the change.`,
    `A change request form records the purpose of the change, its scope, the change type, the date and time of the change, the
    affected systems and their impact, a risk analysis and the risk level. A change board (change advisory board) reviews and
    approves changes. Once approved, the change is implemented in the agreed maintenance window, and a peer review checks the
    work.`,
    `End-user acceptance confirms that the change works for the people who depend on it. Standard changes are pre-approved
    low-risk routine changes, while emergency changes follow an expedited process and are documented afterwards.`,
  ),

  topic(
    '4.3',
    OPS,
    'Workstation Backup and Recovery',
    'intermediate',
    40,
    'full backup, incremental, differential, synthetic full, 3-2-1 rule, GFS',
    'Implement backup types, testing and rotation schemes, and recovery methods.',
    `A full backup copies all selected data every time; it is the simplest to restore but takes the longest. An incremental
    backup copies only the data changed since the last backup of any type; backups are fast, but a restore needs the last full
    backup and every incremental since. A differential backup copies all data changed since the last full backup; it grows
    each day, but a restore needs only the last full and the last differential. A synthetic full backup is a full backup built
    by combining an earlier full backup with later incrementals, without reading all data from the source again.`,
    `Backups must be tested by restoring them at a regular frequency, because an untested backup may not work. Recovery can be
    in place, overwriting the original location, or to an alternative location so the original is kept.`,
    `Rotation schemes decide how long backups are kept and where. The grandfather-father-son (GFS) scheme keeps daily (son),
    weekly (father) and monthly (grandfather) backups. The 3-2-1 backup rule means keeping three copies of data, on two
    different types of media, with one copy off site. Off-site copies protect against fire, theft and ransomware that reach
    on-site backups.`,
  ),

  topic(
    '4.4',
    OPS,
    'Common Safety Procedures',
    'beginner',
    30,
    'ESD, grounding, lifting, fire safety, safety goggles',
    'Use ESD protection, electrical safety, proper component handling and personal safety practices.',
    `Electrostatic discharge (ESD) is the sudden flow of static electricity between objects at different charges, and it can
    damage components even when no spark is felt. An ESD strap is a wrist strap that connects the technician to ground, and an
    ESD mat is a grounded mat on which components are placed. Store and carry components in antistatic bags and hold them by
    their edges.`,
    `Electrical safety means equipment grounding, and disconnecting power before repairing a PC. Never open a power supply or a
    CRT monitor, because they hold dangerous charges. Follow government and workplace safety regulations.`,
    `Personal safety includes proper lifting techniques (lift with the legs, keep the back straight and the load close, and get
    help with heavy items), electrical fire safety (use a Class C extinguisher on electrical fires, never water), safety
    goggles when working with chemicals or compressed air, and an air filtration mask in dusty environments or when handling
    toner.`,
  ),

  topic(
    '4.5',
    OPS,
    'Environmental Impacts and Controls',
    'beginner',
    30,
    'safety data sheet, battery disposal, toner disposal, UPS, surge suppressor, humidity',
    'Follow SDS guidance for disposal, control temperature, humidity and ventilation, and protect against power problems.',
    `A safety data sheet (SDS), formerly called a material safety data sheet (MSDS), is a document that describes a product's
    hazards and how to handle, store and dispose of it safely. Follow it and local regulations for proper battery disposal,
    proper toner disposal and proper disposal of other devices and assets; many manufacturers run recycling programmes for
    cartridges and electronics.`,
    `Equipment needs the right environment. High temperature shortens component life, high humidity causes condensation and
    corrosion, and low humidity increases the risk of ESD. Place equipment where air can circulate, keep it away from heat
    sources, and clean dust with compressed air or an electronics vacuum.`,
    `Power problems include surges (spikes), under-voltage events (brownouts or sags) and power failures (blackouts). A surge
    suppressor protects equipment from voltage spikes. An uninterruptible power supply (UPS) is a device with a battery that
    keeps equipment running during short outages and allows an orderly shutdown, and many also regulate voltage during
    brownouts.`,
  ),

  topic(
    '4.6',
    OPS,
    'Prohibited Content, Privacy, Licensing and Policy',
    'intermediate',
    45,
    'chain of custody, EULA, open-source licence, PII, regulated data, acceptable use policy',
    'Explain incident response duties, licensing and DRM, regulated data and policies.',
    `When a technician finds prohibited content or activity, incident response begins: inform management and, as necessary, law
    enforcement; preserve the evidence, for example by making a copy of the drive that protects data integrity; document the
    incident; and maintain the chain of custody. Chain of custody is the documented record of who handled evidence, when and
    why, which proves it was not altered.`,
    `Software use is governed by licences. An end-user licence agreement (EULA) is the legal contract that sets how software may
    be used. Licences may be perpetual (pay once) or subscription (pay periodically), and personal-use licences differ from
    corporate-use licences. Digital rights management (DRM) is technology that restricts copying and use of digital content.
    An open-source licence lets users view, modify and share the source code under conditions such as attribution. Always
    keep valid licences for installed software.`,
    `Regulated data needs special care: credit card transaction data (governed by PCI DSS), personal government-issued
    information, personally identifiable information (PII), and healthcare data. Data retention requirements set how long
    records must be kept. An acceptable use policy (AUP) is a document that defines how employees may use the organization's
    systems and networks.`,
  ),

  topic(
    '4.7',
    OPS,
    'Communication and Professionalism',
    'beginner',
    30,
    'active listening, customer service, difficult customers, confidentiality',
    'Use professional communication with customers: language, attitude, listening, punctuality and handling difficult situations.',
    `Professional communication starts with proper language: avoid jargon, acronyms and slang the customer may not know.
    Maintain a positive attitude and project confidence. Active listening is giving the speaker full attention, taking notes
    and not interrupting, then confirming what was heard. Be culturally sensitive and use appropriate professional titles. Be
    on time, and if late, contact the customer. Avoid distractions such as personal calls, texting, social media and personal
    interruptions.`,
    `With difficult customers, do not argue or become defensive, do not dismiss their problems, and avoid being judgmental.
    Clarify customer statements by asking open-ended questions to narrow the scope of the problem, and restate the issue or
    ask questions to verify understanding. Never post about experiences with customers on social media.`,
    `Set and meet expectations: agree on a timeline, communicate status, offer repair or replacement options where relevant,
    provide proper documentation of the services provided, and follow up later to verify satisfaction. Deal appropriately
    with customers' confidential and private materials, such as documents on a desk or files on a computer, by not reading,
    copying or sharing them.`,
  ),

  topic(
    '4.8',
    OPS,
    'Scripting Basics',
    'intermediate',
    40,
    'batch file, PowerShell, Python, shell script, automation, variables',
    'Identify script file types, their use cases and the risks of running scripts.',
    `A script is a text file of commands that an interpreter runs to automate tasks. Common script file types: .bat is a Windows
    batch file run by the command prompt; .ps1 is a PowerShell script; .vbs is a VBScript file; .sh is a shell script for
    Linux and macOS shells such as Bash; .js is a JavaScript file; and .py is a Python script. Scripts use variables to hold
    values, conditions to make decisions, loops to repeat actions, and comments to document what they do.`,
    `Use cases include basic automation, restarting machines, remapping network drives, installing applications, automated
    backups, gathering information and data from systems, and initiating updates. Automating repetitive tasks saves time and
    reduces human error.`,
    `Scripts also carry risks: unintentionally introducing malware by running untrusted code, inadvertently changing system
    settings, and browser or system crashes due to mishandling of resources, such as a loop that never ends or consumes all
    memory. Test scripts in a sandbox, run them with the least privilege needed, and keep them in version control.`,
  ),

  topic(
    '4.9',
    OPS,
    'Remote Access Technologies',
    'intermediate',
    40,
    'RDP, VPN, SSH, VNC, RMM, screen sharing',
    'Use remote access methods and tools and understand their security considerations.',
    `Remote Desktop Protocol (RDP) is Microsoft's protocol for controlling a Windows desktop remotely, on TCP port 3389. A VPN
    creates an encrypted tunnel so a remote user can reach internal resources. Virtual Network Computing (VNC) is a
    cross-platform remote desktop system that shares a screen over the network. Secure Shell (SSH) is an encrypted protocol for
    remote command-line access on TCP port 22, common on Linux servers and network devices.`,
    `Remote monitoring and management (RMM) is software that managed service providers use to monitor, patch and support many
    clients' devices remotely. Other tools include screen-sharing software, videoconferencing software, file transfer
    software and desktop management software.`,
    `Security considerations apply to each: never expose RDP directly to the internet, require a VPN or gateway and MFA; use
    strong authentication and key-based login for SSH; keep remote tools patched because attackers target them; get user
    consent before viewing a screen; and audit remote sessions. Unsolicited calls from someone offering remote support are a
    common scam.`,
  ),

  topic(
    '4.10',
    OPS,
    'Artificial Intelligence Basics',
    'beginner',
    30,
    'AI, hallucination, bias, data privacy, acceptable use',
    'Explain how AI is integrated into applications, the policies around it, its limitations and private versus public AI.',
    `Artificial intelligence (AI) is technology that performs tasks associated with human intelligence, such as understanding
    language, recognising images and generating text. Generative AI is AI that creates new text, images or code from a
    prompt, and many applications now integrate it, for example to summarise e-mails, draft documents or assist with help
    desk tickets.`,
    `Organizations set policies for AI: appropriate use defines which tasks and data may be used with AI tools, and plagiarism
    rules require that AI-generated work be reviewed and credited honestly. AI has limitations. A hallucination is an AI
    output that sounds confident but is false or invented. Bias is a systematic unfairness in AI output that comes from its
    training data. Accuracy must therefore be checked by a person before AI output is relied on.`,
    `Private AI runs in an environment the organization controls, while public AI is a service open to everyone whose
    provider may store or learn from prompts. Consider data security, the data source the model was trained on, and data
    privacy: do not paste confidential or personal data into public AI tools unless policy allows it.`,
  ),
];
