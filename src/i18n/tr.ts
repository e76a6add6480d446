import type { Messages } from './types';

/**
 * Turkish. Loaded only when chosen. Suffixes go on the words around a placeholder ("{network}
 * ağında"), never on the placeholder itself, so any network or token name reads correctly.
 */
export const tr = {
  common: {
    close: 'Kapat',
  },
  app: {
    navSwap: 'Takas',
    navHistory: 'Geçmiş',
  },
  health: {
    unavailable: 'Takas hizmetine şu anda ulaşılamıyor. {error} Her {seconds} sn’de bir yeniden deneniyor…',
  },
  service: {
    timeout: 'Hizmet zamanında yanıt vermedi.',
    unreachable: 'Hizmete ulaşılamadı.',
    serverError: 'Hizmet bir hata bildirdi (HTTP {status}).',
    errorPage: 'Hizmet bir hata sayfasıyla yanıt verdi (HTTP {status}).',
    unreadable: 'Hizmet, widget’ın okuyamadığı bir yanıt gönderdi.',
    busy: 'Hizmet yoğun.',
    busyRetry: 'Hizmet yoğun; {seconds} sn sonra yeniden denenecek.',
  },
  offline: {
    banner:
      'Çevrimdışısınız. Devam eden bir takas hizmette sürer; yeniden çevrimiçi olduğunuzda widget tekrar kontrol eder.',
  },
  boundary: {
    failed: 'Widget’ın bu bölümü çalışmayı durdurdu.',
    retry: 'Yeniden dene',
  },
  // The Help panel (src/ui/help/HelpPanel.tsx): the standing notice is a safety sentence.
  help: {
    button: 'Yardım',
    title: 'Yardım',
    noticeTitle: 'Sahte destekten sakının',
    noticeFirst: 'Portage desteği size asla önce yazmaz.',
    noticeSecret: 'Kurtarma ifadenizi veya özel anahtarınızı asla istemez.',
    noticeLink: 'Bir cüzdanı “doğrulamak”, “eşitlemek” veya “geri yüklemek” için asla bağlantı göndermez.',
    noticeScam: 'Bunu yapan herkes dolandırıcıdır.',
    contactPartner: '{site} desteğiyle iletişime geçin',
    contactSite: 'Yardım için bu widget’ı bulduğunuz siteyle iletişime geçin.',
    give: 'Desteğe takas kimliğini ve tanılama bilgilerini verin: ihtiyaç duydukları yalnızca bunlardır.',
    swapId: 'Takas kimliği',
    copyId: 'Takas kimliğini kopyala',
    copyDiagnostics: 'Tanılama bilgilerini kopyala',
    diagnosticsHint:
      'Takas kimliği, durumları ve zamanları, işlem hash’leri, ağlar ve bu widget’ın sürümü. İçindeki hiçbir şey paranızı hareket ettiremez.',
    diagnosticsLabel: 'Tanılama bilgileri',
    copyFallback:
      'Tarayıcınız widget’ın kopyalamasına izin vermedi. Aşağıdaki metin seçili: Ctrl+C (Mac’te ⌘C) ile kopyalayın.',
  },
  copy: {
    copied: 'Kopyalandı',
    failed: 'Seçip kopyalayın',
  },
  sandbox: {
    simulateDeposit: 'Sandbox: yatırmayı simüle et',
  },
  storage: {
    notice:
      'Bu sayfa tarayıcınızda veri saklayamıyor; bu yüzden takas geçmişiniz sayfa yenilendiğinde kaybolacak. Bu takası yeniden bulmak için takas kimliğini saklayın.',
  },
  // Find my swap (History) and a swap opened here joining history (issue 35).
  find: {
    title: 'Takasımı bul',
    label: 'Takas kimliği veya yatırma işleminin hash’i',
    hint: 'Takas kimliğini ya da yatırmayı ödeyen işlemin hash’ini yapıştırın.',
    submit: 'Bul',
    searching: 'Bu takas aranıyor…',
    opening: 'Takas bulundu. Açılıyor…',
    empty: 'Bir takas kimliği veya yatırma işleminin hash’ini girin.',
    spaces: 'İçindeki boşlukları silin: takas kimliğinde ve hash’te boşluk olmaz.',
    malformed: 'Bu ne bir takas kimliği ne de bir işlem hash’i: tamamen kopyalandığını kontrol edin.',
    notFound: 'Bu kimlik veya işlem hash’i ile bir takas yok.',
    failed: 'Takas aranamadı. {problem}',
  },
  adopt: {
    title: 'Bu takas sizin mi?',
    paysOut:
      'Bu takas bu tarayıcının geçmişinde yok. Ödemeyi {network} ağında {address} adresine {token} olarak yapar. Bu takas sizin mi?',
    add: 'Evet, geçmişime ekle',
    added: 'Bu takas artık geçmişinizde.',
    noPayout: 'Bu takas bir ödeme adresi belirtmiyor, bu yüzden geçmişinize eklenemez.',
  },
  // The swaps of the connected wallets, in History (ui/history/WalletSwaps.tsx).
  walletSwaps: {
    title: 'Cüzdanlarınızın takasları',
    intro:
      'Hizmetin bağlı cüzdanlarınız için bildiği ve bu tarayıcının yukarıda listelemediği takaslar: başka bir tarayıcıda veya uygulamada yapılanlar.',
    loading: 'Cüzdanlarınızın takasları aranıyor…',
    empty: 'Hizmet, cüzdanlarınızın başka bir takasını bilmiyor.',
    listed: {
      one: 'Cüzdanlarınızın {count} takası listelendi.',
      other: 'Cüzdanlarınızın {count} takası listelendi.',
    },
    error: 'Cüzdanlarınızın takasları yüklenemedi. {reason}',
    moreError: 'Cüzdanlarınızın daha fazla takası yüklenemedi. {reason}',
    retry: 'Yeniden dene',
    retrying: 'Yeniden deneniyor…',
    showMore: 'Daha fazla göster',
    loadingMore: 'Daha fazlası yükleniyor…',
  },
  history: {
    title: 'Takaslarınız',
    empty: 'Bu tarayıcıda yaptığınız takaslar burada görünür.',
    route: '{sourceNetwork} → {destinationNetwork} ağında {destinationToken}',
    status: {
      created: 'Oluşturuldu',
      user_transfer_pending: 'Yatırma bekleniyor',
      user_transfer_delayed: 'Yatırma gecikti',
      ls_transfer_pending: 'Gönderiliyor',
      completed: 'Tamamlandı',
      failed: 'Başarısız',
      expired: 'Süresi doldu',
      cancelled: 'İptal edildi',
      refunding: 'İade ediliyor',
      refunded: 'İade edildi',
      inProgress: 'Devam ediyor',
    },
  },
  errors: {
    generic: 'Bir şeyler ters gitti.',
    thisToken: 'bu token',
    minimum: 'Bu rota için en düşük tutar: {min} {token}.',
    belowMinimum: 'Bu tutar, bu rota için en düşük tutarın altında.',
    maximum: 'Bu rota için en yüksek tutar: {max} {token}.',
    aboveMaximum: 'Bu tutar, bu rota için en yüksek tutarın üzerinde.',
    dailyLimit:
      '{token} için bugünkü limite ulaşıldı. Daha küçük bir tutar deneyin ya da yarın tekrar deneyin.',
    dailyLimitOn:
      '{network} ağında {token} için bugünkü limite ulaşıldı. Daha küçük bir tutar deneyin ya da yarın tekrar deneyin.',
    priceImpact: 'Bu takasın fiyat etkisi çok yüksek. Daha küçük bir tutar deneyin.',
    insufficientFunds: 'Hizmet şu anda bu tutarı karşılayamıyor. Daha küçük bir tutar deneyin.',
    routeNotFound: 'Bu rota şu anda kullanılamıyor. Başka bir token veya ağ seçin.',
    blacklistedAddress: 'Bu adres takaslar için kullanılamaz.',
    unactivatedAddress: 'Bu adres henüz etkinleştirilmemiş.',
    unactivatedAddressOn: 'Bu adres {network} ağında henüz etkinleştirilmemiş.',
    invalidAddress: 'Hizmete göre bu adres geçerli değil.',
    activeSwapLimit: 'Devam eden çok fazla takasınız var. Yenisine başlamadan önce birini tamamlayın.',
    invalidCredentials: 'Bu widget doğru yapılandırılmamış: hizmet API anahtarını reddetti.',
    walletOnly: 'Bu ağdan yapılan yatırmalar bağlı bir cüzdandan gönderilmelidir.',
  },
  address: {
    lost: {
      tokenContract:
        'Bu, {network} üzerindeki {token} token sözleşmesidir, bir cüzdan değildir: buraya gönderilen tokenler kaybolur. Cüzdanınızın adresini girin.',
      zero: 'Bu, {network} üzerindeki sıfır adresidir, bir cüzdan değildir: buraya gönderilen her şey kaybolur. Cüzdanınızın adresini girin.',
      burn: 'Bu, {network} üzerindeki bir yakma adresidir, bir cüzdan değildir: buraya gönderilen her şey kaybolur. Cüzdanınızın adresini girin.',
      program:
        'Bu, {network} üzerindeki bir sistem programıdır, bir cüzdan değildir: buraya gönderilen her şey kaybolur. Cüzdanınızın adresini girin.',
      deposit:
        'Bu, bir takasın yatırma adresidir, bir cüzdan değildir: buraya gönderilen para takılı kalır. Cüzdanınızın adresini girin.',
    },
    uncheckable: 'Bu adres kontrol edilemedi. Sayfayı yenileyip tekrar deneyin.',
    unsupported: 'Portage bu ağdaki adresleri henüz kontrol edemiyor.',
    empty: 'Bu adres boş.',
    onlySpaces: 'Bu adres yalnızca boşluklardan oluşuyor.',
    outerSpaces: 'Adresin başındaki veya sonundaki boşlukları kaldırın.',
    innerSpaces: 'Adresin içindeki boşlukları kaldırın.',
    invisible:
      'Bu adreste görünmeyen bir karakter var: adresi yeniden yazın veya düz metin olarak yapıştırın.',
    smallX: 'Adresin başını küçük x ile 0x olarak yazın.',
    add0x: 'Adresin başına 0x ekleyin.',
    nothingAfter0x: 'Bu adreste 0x’ten sonra hiçbir şey yok.',
    hexChar: 'Bu adreste {char} var: 0x’ten sonra yalnızca 0-9 ve a-f kullanılabilir.',
    checksum: 'Bu adresin sağlama toplamı yanlış: yazım hatası olup olmadığını kontrol edin.',
    checksumCase:
      'Bu adresteki büyük harfler sağlama toplamıyla uyuşmuyor: yazım hatası olup olmadığını kontrol edin.',
    invalid: 'Bu geçerli bir {network} adresi değil: yazım hatası olup olmadığını kontrol edin.',
    badChar: 'Bu adreste {char} var; bu karakter bir {network} adresinde asla bulunmaz{hint}.',
    base58Hint: ' ({network} adresleri asla 0, O, I veya l kullanmaz)',
    length: 'Bir {network} adresi {expected} karakterdir (bu adres {length} karakter).',
    looksLike: 'Bu, {kind} gibi görünüyor, ancak hedef: {destination}.',
    kind: {
      evm: 'Ethereum tarzı bir adres',
      hex64: 'bir Starknet veya Fuel adresi',
      ton: 'bir TON adresi',
      tron: 'bir Tron adresi',
      bitcoin: 'bir Bitcoin adresi',
      cosmos: 'bir Cosmos adresi',
      solana: 'bir Solana adresi',
    },
    network: {
      evm: 'Ethereum tarzı bir ağ',
      cosmos: 'bir Cosmos ağı',
    },
    evm: {
      start: 'Ethereum tarzı bir adres 0x ile başlar.',
      length:
        'Ethereum tarzı bir adres 0x ile başlar ve ardından 40 onaltılık karakter gelir (bu adreste {length} var).',
    },
    fuel: {
      bech32: 'fuel1 ile başlayan Fuel adresleri artık kullanılmıyor: 0x ile başlayan biçimi kullanın.',
      start: 'Bir Fuel adresi 0x ile başlar.',
      length:
        'Bir Fuel adresi 0x ile başlar ve ardından 64 onaltılık karakter gelir (bu adreste {length} var).',
    },
    bitcoin: {
      unsupported: 'Portage bu Bitcoin ağındaki adresleri henüz kontrol edemiyor.',
      otherNetwork: 'Bu Bitcoin adresi başka bir ağa ({other}) ait, ancak hedef ağ: {network}.',
      testnetOnMainnet:
        'Bu Bitcoin adresi başka bir ağa (testnet veya regtest) ait, ancak hedef ağ: mainnet.',
      mixedCase:
        '{hrp}1 ile başlayan bir Bitcoin adresi ya tamamen küçük ya da tamamen büyük harflerle yazılır, ikisi karışık olmaz: yazım hatası olup olmadığını kontrol edin.',
      segwitChar: 'Bu adreste {char} var; bu karakter bu tür Bitcoin adreslerinde asla bulunmaz{hint}.',
      segwitHint: ' ({hrp}1’den sonra Bitcoin adresleri asla 1, b, i veya o kullanmaz)',
      tooLong: 'Bu Bitcoin adresi çok uzun ({length} karakter).',
      tooShort: 'Bu Bitcoin adresi çok kısa.',
      programLength:
        'Bu {prefix} adresinin uzunluğu yanlış: eksik veya fazla karakter olup olmadığını kontrol edin.',
      sendTo:
        'Portage bu tür Bitcoin adreslerine henüz gönderim yapamıyor: {first} veya {last} ile başlayan bir adres kullanın.',
      start: 'Bir Bitcoin adresi {first} veya {last} ile başlar.',
      base58Char:
        'Bu adreste {char} var; bu karakter {start} ile başlayan bir Bitcoin adresinde asla bulunmaz{hint}.',
      base58Hint: ' (bu adresler asla 0, O, I veya l kullanmaz)',
      length:
        'Bu Bitcoin adresi {length} karakter, ancak {start} ile başlayan bir adres 26 ila 35 karakterdir.',
    },
    cosmos: {
      otherPrefix:
        'Bu adres başka bir ağa ait ({other}1 ile başlıyor): buradaki bir adres {prefix}1 ile başlar.',
      start: 'Buradaki bir adres {prefix}1 ile başlar.',
      mixedCase:
        'Bir Cosmos adresi ya tamamen küçük ya da tamamen büyük harflerle yazılır, ikisi karışık olmaz: yazım hatası olup olmadığını kontrol edin.',
      hint: ' ({prefix}1’den sonra adresler asla 1, b, i veya o kullanmaz)',
      tooShort: 'Bu Cosmos adresi çok kısa: eksik karakter olup olmadığını kontrol edin.',
      length: 'Bu Cosmos adresinin uzunluğu yanlış: eksik veya fazla karakter olup olmadığını kontrol edin.',
    },
    solana: {
      length: 'Bir Solana adresi 32 ila 44 karakterdir (bu adres {length} karakter).',
      invalid:
        'Bu geçerli bir Solana adresi değil: eksik, fazla veya yanlış yazılmış karakter olup olmadığını kontrol edin.',
    },
    starkex: {
      start: 'Bir StarkEx adresi 0x ile başlar: bir Stark anahtarı veya bir Ethereum adresidir.',
      length:
        'Bir StarkEx adresi, bir Stark anahtarı (0x ve 41 ila 64 onaltılık karakter) veya bir Ethereum adresidir (0x ve 40); bu adreste {length} var.',
      tooLarge:
        'Bu sayı bir Stark anahtarı olamayacak kadar büyük: yazım hatası olup olmadığını kontrol edin.',
    },
    starknet: {
      start: '{network} üzerindeki bir adres 0x ile başlar.',
      tooLong:
        '{network} üzerindeki bir adreste 0x’ten sonra en fazla 64 onaltılık karakter bulunur (bu adreste {length} var).',
      tooLarge:
        'Bu sayı {network} üzerinde bir adres olamayacak kadar büyük: yazım hatası olup olmadığını kontrol edin.',
    },
    ton: {
      raw: 'Ham bir TON adresi; bir workchain numarası, iki nokta üst üste ve 64 onaltılık karakterden oluşur, örneğin 0:….',
      workchainSays: 'TON adresleri 0 veya -1 numaralı workchain’dedir (bu adreste {workchain} yazıyor).',
      workchainIs:
        'TON adresleri 0 veya -1 numaralı workchain’dedir (bu adres {workchain} numaralı workchain’de).',
      rawChar: 'Bu adreste {char} var: iki nokta üst üsteden sonra yalnızca 0-9 ve a-f kullanılabilir.',
      rawLength:
        'Ham bir TON adresinde iki nokta üst üsteden sonra 64 onaltılık karakter bulunur (bu adreste {length} var).',
      mixed:
        'Bu adres - veya _ ile + veya / karakterlerini bir arada kullanıyor; bir TON adresi bunu asla yapmaz: yazım hatası olup olmadığını kontrol edin.',
      tag: 'Bu adresin ilk karakterleri bilinen hiçbir TON adresi türüne ait değil.',
    },
    tron: {
      hex: 'Bu, onaltılık biçimde bir Tron adresi: bunun yerine T ile başlayan biçimini kullanın.',
      start: 'Bir Tron adresi T ile başlar.',
    },
  },
  // Whether a payout or refund address is a contract, read from the chains (issue 34).
  contractCode: {
    contract: 'Bu adres {network} üzerinde bir sözleşmedir: orada {token} alabildiğinden emin olun.',
    elsewhere:
      'Bu adres {other} üzerinde bir sözleşmedir (örneğin bir Safe), ancak {network} üzerinde değildir: {network} üzerinde onu kontrol eden siz olmayabilirsiniz. Oraya gönderilen para kaybolabilir.',
    acknowledge: 'Bu adresi {network} üzerinde benim kontrol ettiğimi doğruladım.',
    uncheckable: 'Bu adresin {network} üzerinde bir sözleşme olup olmadığı kontrol edilemedi.',
  },
  picker: {
    from: 'Kaynak',
    to: 'Hedef',
    onNetwork: '{network} ağında',
    loadingNetworks: 'Ağlar yükleniyor…',
    choose: 'Token seçin',
    backToNetworks: 'Ağlar',
    tokenTitle: '{side}: {network} ağındaki token',
    networkTitle: '{side}: ağ',
    reachableFrom: 'Şuradan ulaşılabilir: {route}.',
    canSendTo: 'Şuraya gönderilebilir: {route}.',
    showAll: 'Tümünü göster',
    tokensOn: '{network} ağındaki tokenlar',
    searchTokens: 'Tokenları ad, sembol veya sözleşme adresine göre arayın',
    searchTokensPlaceholder: 'Ad, sembol veya sözleşme arayın',
    noTokenMatches: 'Eşleşen token yok.',
    networks: 'Ağlar',
    searchNetworks: 'Ağ arayın',
    noNetworkMatches: 'Eşleşen ağ yok.',
    setBySite: 'Bu site tarafından belirlendi',
    balance: 'Bakiye',
    holdsTokens: 'Burada tokenleriniz var',
  },
  route: {
    formLabel: 'Takas',
    fixedMissingFrom: 'Bu site kaynak ağ olarak {network} ağını belirledi, ancak bu ağ şu anda sunulmuyor.',
    fixedMissingTo: 'Bu site hedef ağ olarak {network} ağını belirledi, ancak bu ağ şu anda sunulmuyor.',
    siteSetRoute: 'Rotayı bu site belirledi',
    blockConfirmAddress: 'Alıcı adresini onaylayın.',
    setBySite: 'Bu site tarafından belirlendi.',
    confirmPreset:
      'Alıcı adresini bu site doldurdu. {address} adresinin {network} ağındaki adresim olduğunu kontrol ettim.',
    tokenOnNetwork: '{network} ağında {token}',
    unreachable:
      '{sourceNetwork} ağındaki {sourceToken}, {destinationNetwork} ağındaki {destinationToken} olarak gönderilemez. Başka bir token veya ağ seçin.',
    flip: 'Kaynak ile hedefi değiştir',
    flipUnavailable: 'Ters yönlü rota kullanılamıyor',
    walletOnlyUnavailable:
      '{network} ağından yapılan yatırmalar bağlı bir {network} cüzdanından gönderilmelidir: hizmet bu ağda yatırma adresi vermiyor. Portage’ın bu sürümünde {network} için cüzdanla yatırma henüz kullanılamıyor; başka bir kaynak ağ seçin.',
    walletOnlyNote:
      '{network} ağından yapılan yatırmalar {network} cüzdanınızdan gönderilir: hizmet bu ağda yatırma adresi vermiyor.',
    depositLegend: 'Yatırma',
    fromMyWallet: 'Cüzdanımdan',
    sendMyself: 'Bir yatırma adresine kendim göndereceğim',
    loadingWallets: 'Cüzdanlar yükleniyor…',
    amount: 'Tutar',
    amountOf: 'Tutar ({token})',
    amountPlaceholder: '0,0',
    destination: 'Alıcı adresi',
    destinationOn: '{network} ağındaki alıcı adresi',
    yourAddress: '{network} adresiniz',
    chooseDestinationFirst: 'Önce bir hedef seçin',
    refund: 'İade adresi',
    refundOn: '{network} ağındaki iade adresi',
    refundHint:
      'Bu rota varlık takası yapar. Takas tamamlanamazsa yatırdığınız tutar kaynak token olarak bu adrese iade edilir.',
    refuel: '{network} ağında gas için {token} al',
    refuelAmount: '{network} ağında gas için {token} al ({amount} {token})',
    slippage: 'Kayma',
    slippageAuto: 'Otomatik',
    quoteChanged:
      'Fiyat teklifi değişti: artık {amount} {token} alacaksınız. Kontrol edip düğmeye yeniden basın.',
    blockRoute: 'Takasın kaynağını ve hedefini seçin.',
    blockAmount: 'Bir tutar girin.',
    blockDestination: 'Geçerli bir alıcı adresi girin.',
    blockRefund: 'Geçerli bir iade adresi girin.',
    blockLostDestination: 'Hedef olarak bir cüzdanın adresini girin.',
    blockLostRefund: 'İade adresi olarak bir cüzdanın adresini girin.',
    blockContractChecking: 'Adresin bir sözleşme olup olmadığı kontrol ediliyor…',
    blockContractAcknowledge: 'Devam etmek için sözleşme uyarısının altındaki kutuyu işaretleyin.',
    // The look-alike warning (swap/lookalike.ts): locked safety sentences.
    blockLookalike: 'Hedef adresi kontrol edin: bildiğiniz bir adrese benziyor.',
    blockLookalikeRefund: 'İade adresini kontrol edin: bildiğiniz bir adrese benziyor.',
    lookalike: {
      warning:
        'Bu adres bildiğiniz bir adres gibi başlayıp bitiyor, ancak ortası farklı. Dolandırıcılar, yanlışlıkla kopyalansın diye böyle adresler üretir.',
      typed: 'Yazdığınız',
      payout: 'Daha önce kullandığınız',
      refund: 'Önceki iade adresiniz',
      wallet: 'Bağlı cüzdanınız',
      middleStart: 'farklı kısım başlıyor:',
      middleEnd: 'farklı kısım bitiyor.',
      confirm: 'Her karakteri kontrol ettim: bu yeni bir adres, bildiğim adres değil.',
    },
    blockWalletOnly: 'Bu ağ, cüzdandan yatırma gerektirir.',
    blockConnect: 'Cüzdanınızı bağlayın.',
    creating: 'Takas oluşturuluyor…',
    create: 'Takas oluştur',
    gettingQuote: 'Fiyat teklifi alınıyor…',
    onlyDigits: 'Yalnızca rakamlar ve bir ondalık ayırıcı.',
    noDecimals: '{token} ondalık basamak kabul etmez.',
    tooManyDecimals: {
      one: '{token} en fazla {count} ondalık basamak kabul eder.',
      other: '{token} en fazla {count} ondalık basamak kabul eder.',
    },
    loadingLimits: 'Limitler yükleniyor…',
    limits: 'En az {min} {token} · En çok {max} {token}',
    tier: '{min}–{max} {token}: ücret {percent} + {fixed} {token}',
    creatingSlow: 'Takas hâlâ oluşturuluyor… hizmet yavaş.',
    createLost:
      'Hizmet yanıt vermedi; bu sayfa haber almadan bir takas oluşturulmuş olabilir. Hiçbir şey yatırılmadı, yani hiçbir şey kaybolmadı. Yeni bir takas oluşturmak için “{button}” düğmesine basın ve yatırımınızı yalnızca ardından gösterilen takasa gönderin.',
    amountNegative: 'Tutar negatif olamaz.',
    amountExponent: 'Tutarı üs kullanmadan yazın (ör. 0.001, 1e-3 değil).',
    amountTooLarge: 'Bu tutar çok büyük: {token} bu kadarını tutamaz.',
    blockAmountInvalid: 'Tutarı kontrol edin.',
    youSend: 'Gönderdiğiniz',
    methodWalletShort: 'Cüzdanım',
    methodAddressShort: 'Yatırma adresi',
    useMyWallet: 'Cüzdan adresimi kullan',
    recentAddresses: 'Daha önce kullanılanlar',
    useRecent: '{address} adresini kullan',
  },
  quote: {
    label: 'Fiyat teklifi',
    youReceive: 'Alacağınız',
    minimumReceived: 'En az alınacak',
    serviceFee: 'Hizmet ücreti',
    networkFee: 'Ağ ücreti',
    totalFee: 'Toplam ücret',
    rate: 'Kur',
    estimatedTime: 'Tahmini süre',
    route: 'Rota',
    reward: 'Ödül',
    refreshesIn: 'Teklif {seconds} sn sonra yenilenecek',
    enterAmount: 'Alacağınızı görmek için bir tutar girin.',
    fee: 'Ücret {amount}',
    showDetails: 'Teklif ayrıntılarını göster',
    hideDetails: 'Teklif ayrıntılarını gizle',
    feeTiers: 'Tutara göre ücretler',
    settings: 'Ayarlar',
  },
  deposit: {
    title: 'Yatırmanızı gönderin',
    titleNoAddress: 'Yatırma',
    noAddress:
      'Bu takasın yatırma adresi yok. {network} ağından yapılan yatırmalar bağlı bir cüzdandan gönderilmelidir.',
    sendExactly: '{network} ağında bu adrese tam olarak {amount} gönderin:',
    qrLabel: '{address} yatırma adresinin QR kodu',
    addressLabel: 'Yatırma adresi',
    copyAddress: 'Adresi kopyala',
    amountLabel: 'Tutar',
    copyAmount: 'Tutarı kopyala',
    warning:
      'Yalnızca {network} ağında {token} gönderin. Bu adrese gönderilen başka bir token ya da başka bir ağdaki {token} kaybolur.',
    incomplete: 'Yatırma talimatları eksik (tam tutar yok).',
    disagree: 'Yatırma talimatlarındaki gönderilecek tutarlar birbirini tutmuyor.',
    doNotSend: '{reason} Bu takas için hiçbir şey göndermeyin; yeni bir takas başlatın.',
    waiting: 'Yatırmanız bekleniyor',
    checkTitle: 'Önce bu takası kontrol edin',
    notCreatedHere: 'Bu takas burada oluşturulmadı. Ödemeyi {network} ağında {address} adresine yapar.',
    asksToSend: '{network} ağında {amount} istiyor.',
    confirmMine: 'Bu adresin bana ait olduğunu kontrol ettim.',
    confirmContinue: 'Devam',
    cannotCheck:
      'Portage bu takası listelediği ağlarla karşılaştıramıyor ({reason}), bu yüzden ödeme yolu göstermiyor. Bu takas için hiçbir şey göndermeyin; yeni bir takas başlatın.',
    cannotCheckReason: {
      network: 'kaynak ağı listede yok',
      token: "token'ı o ağın listesinde yok",
      amount: "tutarı token'ın ondalıklarına sığmıyor",
      destination: 'ödeme adresi belirtmiyor',
    },
    tokenFacts: {
      decimals:
        "Portage'ın kendi token bilgilerine göre {network} üzerindeki {token} {table} ondalık basamaklıdır, ancak rota listeleri {list} diyor; bu yüzden tutar yanlış olur. Portage bu takası ödemek için hiçbir yol göstermiyor: bunun için hiçbir şey göndermeyin; yeni bir takas başlatın.",
      contract:
        "Portage'ın kendi token bilgilerine göre {network} üzerindeki {token} {table} sözleşmesidir, ancak rota listeleri {list} adresini veriyor. Portage bu takası ödemek için hiçbir yol göstermiyor: bunun için hiçbir şey göndermeyin; yeni bir takas başlatın.",
      notNative:
        "Portage'ın kendi token bilgilerine göre {network} üzerindeki {token} ağın yerel coin'idir, ancak rota listeleri {list} sözleşmesini veriyor. Portage bu takası ödemek için hiçbir yol göstermiyor: bunun için hiçbir şey göndermeyin; yeni bir takas başlatın.",
      native:
        "Portage'ın kendi token bilgilerine göre {network} üzerindeki {token} {table} sözleşmesidir, ancak rota listeleri ağın yerel coin'ini veriyor. Portage bu takası ödemek için hiçbir yol göstermiyor: bunun için hiçbir şey göndermeyin; yeni bir takas başlatın.",
      baseAsset:
        'Portage {network} ağının temel varlığı olarak {table} değerini sabitler, ancak rota listeleri {list} veriyor. Portage bu takası ödemek için hiçbir yol göstermiyor: bunun için hiçbir şey göndermeyin; yeni bir takas başlatın.',
      noBaseAsset:
        'Portage {network} için hiçbir temel varlık sabitlemez, bu yüzden oradaki bir yatırmanın neyle ödendiğini denetleyemez. Portage bu takası ödemek için hiçbir yol göstermiyor: bunun için hiçbir şey göndermeyin; yeni bir takas başlatın.',
      unavailable:
        'Portage kendi token bilgilerini yükleyemedi, bu yüzden bu yatırmayı henüz denetleyemiyor. Denetleyebilene kadar hiçbir şey göndermeyin.',
    },
    swapId: 'Takas kimliği',
    copySwapId: 'Takas kimliğini kopyala',
    youSend: 'Gönderdiğiniz',
    onNetwork: '{network} ağında',
    fromLabel: 'Gönderen',
    toLabel: 'Alıcı',
    networkLabel: 'Ağ',
    contractLabel: 'Yatırma sözleşmesi',
    approveLabel: 'Önce onay',
    memoLabel: 'Takas numarası',
  },
  swap: {
    loading: 'Takas yükleniyor',
    notFound: 'Bu takas bulunamadı. Başka bir hizmete ait olabilir ya da kaldırılmış olabilir.',
    loadFailed: 'Takas yüklenemedi.',
    newSwap: 'Yeni takas başlat',
    lostContact:
      'Hizmetle bağlantı kesildi. {problem} Takasınız hizmette sürüyor; bu sayfa kontrol etmeye devam ediyor.',
    loadRetrying: 'Takas henüz yüklenemedi. {problem} Yeniden deneniyor…',
  },
  delivery: {
    checking: '{network} üzerindeki ödeme kontrol ediliyor…',
    delivered: 'Teslim edildi — {network} üzerinde kontrol edildi',
    minimumUnknown: 'En düşük tutar burada bilinmiyordu: tutar değil, adres, token ve onay kontrol edildi.',
    notConfirmed: 'Zincirde doğrulanmadı: {differences}.',
    notFound: '{network} üzerinde {hash} işlemi yok',
    failed: 'işlem başarısız oldu',
    pending: 'işlem henüz onaylanmadı',
    otherRecipient: '{expected} yerine {paid} adresine ödedi',
    noRecipient: '{expected} adresine hiçbir şey ödemedi',
    otherToken: '{token} yerine {paid} ile ödedi',
    nativeCoin: 'yerel coin',
    lessThanMinimum: '{paid} {token} ödedi, en düşük tutar olan {minimum} {token} altında',
    notChecked: 'Zincirde kontrol edilmedi: {reason}',
    reasonNoReader: 'Portage {network} zincirini okuyamıyor.',
    reasonNoNode: '{network} ağının Portage’ın sorabileceği bir düğümü yok.',
    reasonNodeError: '{network} düğümü yanıt vermedi.',
    reasonNoTransaction: 'hizmet hiçbir işlem belirtmedi.',
    reasonNoRecipient: 'iade adresi burada bilinmiyor.',
    historyDelivered: 'Teslim edildi — zincirde kontrol edildi',
    historyNotConfirmed: 'Zincirde doğrulanmadı',
    historyNotChecked: 'Zincirde kontrol edilmedi',
    titleNotConfirmed: 'Hizmet bu takasın tamamlandığını söylüyor',
    serviceSaysSent: 'Hizmetin gönderdiğini söylediği',
  },
  status: {
    failReason: {
      received_less_than_valid_range: 'Yatırılan tutar bu rota için en düşük tutardan azdı.',
      received_more_than_valid_range: 'Yatırılan tutar bu rota için en yüksek tutardan fazlaydı.',
      swap_route_unavailable: 'Takas işlenirken rota kullanılamaz hale geldi.',
      degraded_quote: 'Takas yapılamadan önce fiyat, tekliften fazla uzaklaştı.',
      quote_expired: 'Yatırma, takasın süresi dolduktan sonra ulaştı.',
    },
    noReason: 'Hizmet nedenini belirtmedi.',
    reasonGiven: 'Hizmetin belirttiği neden: {reason}.',
    refunded: 'İade edildi',
    refundInProgress: 'İade sürüyor',
    refundedText: 'Takas tamamlanamadı ve yatırdığınız tutar size geri gönderildi.',
    refundingText: 'Takas tamamlanamadı. Yatırdığınız tutar size geri gönderiliyor.',
    amountOn: '{network} ağında {amount} {token}',
    feeDeducted: 'Düşülen ağ ücreti',
    to: 'Alıcı',
    refundTransaction: 'İade işlemi',
    refundLater: 'İade işlemi gönderildiğinde burada görünecek; iade {token} olarak yapılır.',
    yourDeposit: 'Yatırmanız: {link}',
    failed: 'Takas başarısız',
    expired: 'Takasın süresi doldu',
    cancelled: 'Takas iptal edildi',
    notSwapped:
      '{network} ağında yatırdığınız {amount} {token} alındı ancak takas edilmedi. İadesi için aşağıdaki takas kimliğiyle destek ekibine başvurun.',
    noFunds: 'Bu takas için hiç fon alınmadı.',
    expiredText:
      'Zamanında yatırma gelmediği için hiçbir şey takas edilmedi. Bu takas için artık fon göndermeyin: zaten gönderdiyseniz, ağ ücreti düşülerek size iade edilecek. Yeniden denemek için yeni bir takas başlatın.',
    cancelledText: 'Bu takas iptal edildi. Üzerinde başka bir işlem yapılmayacak.',
    depositReceived: 'Yatırma alındı',
    depositSent: 'Yatırma gönderildi',
    waitingDeposit: 'Yatırmanız bekleniyor',
    confirmations: '{done}/{required} onay',
    sentFromWallet: 'Cüzdanınızdan gönderildi, ağ bekleniyor · {link}',
    notSeen: 'Hizmet yatırmanızı henüz görmedi.',
    sending: '{network} ağında {token} gönderiliyor',
    serviceSending: 'Hizmet fonlarınızı gönderiyor.',
    completed: 'Tamamlandı',
    received: 'Alındı',
    titleCompleted: 'Takas tamamlandı',
    titleInProgress: 'Takas sürüyor',
    unknownStatus: 'Devam ediyor ({status}).',
    fromExchange: 'Kaynak borsa: {name}.',
    toExchange: 'Hedef borsa: {name}.',
    elapsed: 'Geçen süre {time}',
    pending: 'beklemede',
    opensExplorer: ' (blok gezgininde açılır)',
    youReceivedLabel: 'Aldığınız',
    onNetworkTo: '{network} ağında · {address} adresine',
    forGas: '+ gas için {amount} {token}',
    sent: '{network} ağında {token} gönderildi',
    pairSummary: '{from} gönderiyorsunuz, yaklaşık {to} alacaksınız',
    progress: 'İlerleme',
  },
  statusTime: {
    inStatus: '{elapsed} süredir bu adımda, {time} itibarıyla',
    inStatusSeen: 'En az {elapsed} süredir bu adımda: burada ilk kez {time} saatinde görüldü',
    endedAt: '{time} itibarıyla',
    endedSeen: 'Burada {time} saatinden beri görülüyor',
    sinceUnknown: 'Hizmet, takasın bu adımda ne zamandan beri olduğunu söylemiyor.',
    next: {
      send_deposit: 'Sıradaki: yatırmayı gönderin. {network} onayladığında takas başlar.',
      deposit_on_its_way: 'Sıradaki: {network} yatırmanızı bir bloğa eklediğinde hizmet onu görür.',
      confirm_deposit:
        'Sıradaki: {network} yatırmanızı onaylar, ardından hizmet {destination} üzerinde {token} gönderir.',
      delayed:
        'Sıradaki: hizmet yatırmanızı onaylar; bu, beklediğinden uzun sürüyor. Takas kendiliğinden devam eder.',
      service_sends: 'Sıradaki: hizmet size {destination} üzerinde {token} gönderir.',
      refund_sends:
        'Sıradaki: hizmet yatırmanızı {network} üzerinde {token} olarak, iadenin ağ ücreti düşülerek geri gönderir.',
      completed: 'Başka bir şey olmayacak: takas tamamlandı.',
      refunded: 'Başka bir şey olmayacak: iade gönderildi.',
      failed: 'Bu takasta kendiliğinden başka bir şey olmayacak.',
      failed_deposit:
        'Bu takasta kendiliğinden başka bir şey olmayacak. Yatırmanızın iadesi için bu takasta Yardım’ı açın.',
      expired: 'Bu takasta başka bir şey olmayacak. Bunun için para göndermeyin.',
      cancelled: 'Bu takasta başka bir şey olmayacak.',
      unknown:
        'Sıradaki: hizmet, Portage’ın tanımadığı bir adım bildiriyor. Portage kontrol etmeye devam ediyor; sizin bir şey yapmanız gerekmiyor.',
    },
    usually: 'Bu genellikle {duration} sürer.',
    usuallyRefund: 'Hizmet iadeler için bir süre vermiyor; bu rotadaki takaslar genellikle {duration} sürer.',
    confirmationsSoFar: 'Şimdiye kadar {confirmations}; ne kadar süreceği {network} bloklarına bağlı.',
    slow: 'Bu, her zamankinden uzun sürüyor. Şimdilik sizin bir şey yapmanız gerekmiyor: takas kendiliğinden devam eder. Böyle kalırsa bu takasta Yardım’ı açın.',
    expiresAt: '{time} saatinde sona erer ({duration} içinde). Yatırmayı yalnızca bundan önce gönderin.',
    expiryPassed: 'Yatırma süresi {time} saatinde kapandı. Bu takas için para göndermeyin.',
    expiryUnknown:
      'Yatırma almayan bir takas bir süre sonra sona erer. Yatırmayı yalnızca bu ekran istediği sürece gönderin.',
    refund: {
      toBeRefunded: 'İade edilecek',
      amountAbout: 'yaklaşık {amount} {token}, {network} üzerinde, iadenin ağ ücreti düşülerek',
      amountUnknown: '{network} üzerindeki {token} yatırmanız, iadenin ağ ücreti düşülerek',
      feeUnknown: 'Hizmet belirtmiyor; iadeden düşülür',
      gas: 'İadeyi göndermenin ağ ücreti (gas) iade edilen tutardan düşülür.',
      from: {
        refund: 'iade işleminin belirttiği gibi',
        refund_address: 'verdiğiniz iade adresi',
        wallet: 'yatırma yaptığınız cüzdan',
        sender: 'yatırmanızın geldiği adres',
      },
      toUnknown: 'Henüz bilinmiyor: hizmet söylemedi ve bu tarayıcıda bu takas için bir iade adresi yok.',
    },
  },
  wallet: {
    connect: 'Cüzdan bağla',
    connecting: 'Bağlanıyor…',
    walletsInBrowser: 'Bu tarayıcıdaki cüzdanlar',
    theNetwork: 'ağ',
    stage: {
      preparing: 'Yatırma hazırlanıyor…',
      switching: 'Cüzdanınız doğru ağa geçiriliyor…',
      approving: 'Cüzdanınızda token onayını verin…',
      'confirming-approval': 'Onayın doğrulanması bekleniyor…',
      sending: 'Cüzdanınızda yatırmayı onaylayın…',
      broadcasting: 'İmzalı yatırma ağa gönderiliyor…',
    },
    hashNotRecorded:
      "Portage bu yatırımı bu tarayıcıda kaydedemedi. Bu işlem hash'ini saklayın ve bu yatırımı tekrar göndermeyin.",
    copyHash: "İşlem hash'ini kopyala",
    willNotSign: '{reason} Portage cüzdanınızdan bunu imzalamasını istemeyecek.',
    loading: 'Cüzdanınız yükleniyor…',
    interrupted:
      'Yatırmanızın gönderildiğini doğrulayamadık: cüzdanınız imza isterken sayfa kapatıldı veya yenilendi. Yeniden göndermeden önce cüzdanınızdaki işlem geçmişini kontrol edin.',
    interruptedWithLink:
      'Yatırmanızın gönderildiğini doğrulayamadık: cüzdanınız imza isterken sayfa kapatıldı veya yenilendi. Yeniden göndermeden önce cüzdanınızdaki işlem geçmişini ({link}) kontrol edin.',
    addressOnExplorer: 'blok gezginindeki adresiniz',
    checkedNothingSent: 'Kontrol ettim: hiçbir şey gönderilmedi',
    sendingInOtherTab:
      'Bu yatırma işlemi bu sayfanın başka bir sekmesinden veya penceresinden gönderiliyor. Orada tamamlayın; gönderildiğinde bu sayfa güncellenecek.',
    wrongAccount:
      'Bu takas {expected} hesabı için oluşturuldu, ancak cüzdanınızda {actual} hesabı açık. Yatırmayı göndermek için cüzdanınızda o hesaba geçin.',
    notRecorded:
      'Bu yatırma bu tarayıcıda kaydedilemedi, bu yüzden Portage onu buradan göndermeyecek: yeniden yüklemeden sonra iki kez gönderilebilirdi. Sayfayı yeniden yükleyin; bu mesaj kalırsa hiçbir şey göndermeyin ve yeni bir takas başlatın.',
    previewLabel: 'Cüzdanınızın imzalayacağı',
    previewing: 'Cüzdanınızın imzalatacağı işlem kontrol ediliyor…',
    sendButton: 'Cüzdandan {amount} {token} gönder',
    panelWallet: 'Cüzdan {address}',
    balance: 'Bakiye {amount} {token}',
    balanceUnavailable: 'Bakiye alınamadı',
    readingBalance: 'Bakiye okunuyor…',
    max: 'Maks.',
    disconnect: 'Bağlantıyı kes',
  },
  walletError: {
    rejected: 'İsteği cüzdanınızda reddettiniz. Hiçbir şey gönderilmedi; yeniden deneyebilirsiniz.',
    insufficient_funds: 'Cüzdanınızda bu tutarı göndermeye ve ağ ücretini ödemeye yetecek bakiye yok.',
    wrong_chain: 'Cüzdanınız başka bir ağda. Cüzdanınızı {network} ağına geçirip yeniden deneyin.',
    wrong_network: 'Cüzdanınız başka bir ağda. Cüzdanınızı {network} ağına geçirip yeniden deneyin.',
    dropped:
      'Ağ, işlemi bir bloğa eklenmeden önce düşürdü. Yeniden denemeden önce cüzdanınızdaki işlem geçmişini kontrol edin.',
    reverted:
      'Ağ işlemi reddetti, bu yüzden tutar gönderilmedi (işlem bir bloğa girdiyse yalnızca ağ ücreti harcandı).',
    failed_onchain:
      'Yatırma {network} ağında başarısız oldu. Tutar gönderilmedi; yalnızca ağ ücreti harcandı.',
    simulation_failed: 'Ağ bu işlemi reddederdi, bu yüzden gönderilmedi. Cüzdanınızdan hiçbir şey çıkmadı.',
    blockhash_expired:
      'Yatırmanın süresi {network} ağına ulaşmadan doldu (çok uzun süre önce imzalanmıştı). Hiçbir şey gönderilmedi; yeniden deneyin ve bir dakika içinde cüzdanınızda onaylayın.',
    node_unreachable:
      'Portage {network} ağına ulaşamadı. Bağlantınızı kontrol edip yeniden deneyin; cüzdanınız yatırmayı gönderilmiş gösteriyorsa yeniden göndermek yerine bekleyin.',
    node_refused: '{network} ağı yatırmayı reddetti, bu yüzden hiçbir şey gönderilmedi.',
    broadcast_refused: 'Ağ yatırmayı reddetti. Hiçbir şey gönderilmedi.',
    not_connected: 'Cüzdanınız bağlı değil. Bağlayıp yeniden deneyin.',
    refused:
      'Portage bu yatırmayı imzalamayı reddetti, çünkü bu takasın istediğiyle uyuşmuyor. Hiçbir şey gönderilmedi.',
    token_mismatch:
      '{network} üzerindeki token sözleşmesi, cüzdanınız aracılığıyla okunduğunda bu takasın tokeniyle uyuşmuyor (ondalık basamakları ya da sembolü farklı), bu yüzden Portage yatırmayı imzalamayacak. Hiçbir şey gönderilmedi.',
    wallet_changed:
      'Cüzdanınız Portage’ın hazırladığından farklı bir işlem döndürdü, bu yüzden Portage onu göndermedi. Cüzdanınızdan hiçbir şey çıkmadı.',
    no_wallet:
      'Bu tarayıcıda bu ağ için bir cüzdan bulunamadı. Bir cüzdan yükleyin, ardından sayfayı yenileyin.',
    wallet: 'Cüzdanınız yatırmayı gönderemedi. Cüzdanınızı kontrol edip yeniden deneyin.',
    unknown: 'Cüzdanınız yatırmayı gönderemedi. Cüzdanınızı kontrol edip yeniden deneyin.',
  },
  walletChooser: {
    title: '{family} cüzdanı bağla',
    searching: 'Bu tarayıcıda {family} cüzdanları aranıyor…',
    declined: '{wallet} içinde bağlantıyı reddettiniz. Yeniden deneyebilirsiniz.',
    noAccount: '{wallet} bir adres vermedi. Kilidini açıp yeniden deneyin.',
    failed: '{wallet} bağlanamadı.',
    notInstalled: 'Yüklü değil',
    empty: {
      solana:
        'Bu tarayıcıda Solana cüzdanı bulunamadı. Wallet Standard destekleyen bir Solana cüzdanı yükleyin veya etkinleştirin, ardından bu sayfayı yenileyin.',
      bitcoin:
        'Bu tarayıcıda Bitcoin cüzdanı bulunamadı. Sats Connect destekleyen bir cüzdan (örneğin Xverse) yükleyin, ardından sayfayı yenileyin.',
      starknet:
        'Bu tarayıcıda Starknet cüzdanı bulunamadı. Bir Starknet cüzdanı (örneğin Argent X veya Braavos) yükleyin veya etkinleştirin, ardından bu sayfayı yenileyin.',
      tron: 'Bu tarayıcıda Tron cüzdanı bulunamadı. TronLink yükleyin, ardından bu sayfayı yenileyin.',
      fuel: 'Bu tarayıcıda Fuel cüzdanı bulunamadı. Bir Fuel cüzdanı yükleyin veya kilidini açın, ardından yeniden deneyin.',
    },
  },
} as const satisfies Messages;
