import type { Messages } from './types';

/** Japanese. Loaded only when chosen. Polite (です・ます) style, as in exchange and wallet apps. */
export const ja = {
  common: {
    close: '閉じる',
  },
  app: {
    navSwap: 'スワップ',
    navHistory: '履歴',
  },
  health: {
    unavailable: 'スワップサービスは現在ご利用いただけません。{error}{seconds} 秒ごとに再試行しています…',
  },
  service: {
    timeout: 'サービスから時間内に応答がありませんでした。',
    unreachable: 'サービスに接続できませんでした。',
    serverError: 'サービスがエラーを返しました（HTTP {status}）。',
    errorPage: 'サービスがエラーページを返しました（HTTP {status}）。',
    unreadable: 'サービスから、ウィジェットが読み取れない応答が返されました。',
    busy: 'サービスが混み合っています。',
    busyRetry: 'サービスが混み合っています。{seconds} 秒後に再試行します。',
  },
  offline: {
    banner:
      'オフラインです。進行中のスワップはサービス側で続行されます。オンラインに戻ると、ウィジェットが再度確認します。',
  },
  boundary: {
    failed: 'ウィジェットのこの部分が動作しなくなりました。',
    retry: '再試行',
  },
  // The Help panel (src/ui/help/HelpPanel.tsx): the standing notice is a safety sentence.
  help: {
    button: 'ヘルプ',
    title: 'ヘルプ',
    noticeTitle: '偽のサポートにご注意ください',
    noticeFirst: 'Portage のサポートから先に連絡することはありません。',
    noticeSecret: 'リカバリーフレーズや秘密鍵を尋ねることは決してありません。',
    noticeLink: 'ウォレットを「検証」「同期」「復元」するためのリンクを送ることは決してありません。',
    noticeScam: 'そうする者はすべて詐欺師です。',
    contactPartner: '{site} のサポートに連絡',
    contactSite: 'ヘルプが必要な場合は、このウィジェットを見つけたサイトに連絡してください。',
    give: 'サポートにはスワップ ID と診断情報を伝えてください。必要なのはそれだけです。',
    swapId: 'スワップ ID',
    copyId: 'スワップ ID をコピー',
    copyDiagnostics: '診断情報をコピー',
    diagnosticsHint:
      'スワップ ID、各ステータスとその時刻、トランザクションハッシュ、ネットワーク、このウィジェットのバージョン。資金を動かせるものは何も含まれていません。',
    diagnosticsLabel: '診断情報',
    copyFallback:
      'ブラウザーがウィジェットによるコピーを許可しませんでした。下のテキストが選択されています。Ctrl+C（Mac では ⌘C）でコピーしてください。',
  },
  copy: {
    copied: 'コピーしました',
    failed: '選択してコピーしてください',
  },
  sandbox: {
    simulateDeposit: 'サンドボックス：入金をシミュレート',
  },
  storage: {
    notice:
      'このページではブラウザにデータを保存できないため、再読み込みするとスワップ履歴は消えます。このスワップを後で確認できるよう、スワップ ID を控えておいてください。',
  },
  // Find my swap (History) and a swap opened here joining history (issue 35).
  find: {
    title: 'スワップを探す',
    label: 'スワップ ID または入金トランザクションのハッシュ',
    hint: 'スワップ ID、または入金を支払ったトランザクションのハッシュを貼り付けてください。',
    submit: '検索',
    searching: 'このスワップを検索しています…',
    opening: 'スワップが見つかりました。開いています…',
    empty: 'スワップ ID または入金トランザクションのハッシュを入力してください。',
    spaces: '途中の空白を削除してください。スワップ ID やハッシュに空白は含まれません。',
    malformed:
      'スワップ ID でもトランザクションハッシュでもありません。すべてコピーされているか確認してください。',
    notFound: 'この ID またはトランザクションハッシュのスワップはありません。',
    failed: 'スワップを検索できませんでした。{problem}',
  },
  adopt: {
    title: 'これはあなたのスワップですか？',
    paysOut:
      'このスワップはこのブラウザの履歴にありません。{network} の {address} に {token} で支払われます。これはあなたのスワップですか？',
    add: 'はい、履歴に追加します',
    added: 'このスワップを履歴に追加しました。',
    noPayout: 'このスワップには支払い先アドレスがないため、履歴に追加できません。',
  },
  // The swaps of the connected wallets, in History (ui/history/WalletSwaps.tsx).
  walletSwaps: {
    title: 'ウォレットのスワップ',
    intro:
      '接続中のウォレットについてサービスが把握しているスワップのうち、上のこのブラウザの一覧にないもの（別のブラウザやアプリで行ったもの）です。',
    loading: 'ウォレットのスワップを検索しています…',
    empty: 'サービスには、ウォレットのほかのスワップはありません。',
    listed: {
      other: 'ウォレットのスワップを {count} 件表示しています。',
    },
    error: 'ウォレットのスワップを読み込めませんでした。{reason}',
    moreError: 'ウォレットのスワップをさらに読み込めませんでした。{reason}',
    retry: '再試行',
    retrying: '再試行しています…',
    showMore: 'さらに表示',
    loadingMore: 'さらに読み込んでいます…',
  },
  history: {
    title: 'スワップ履歴',
    empty: 'このブラウザで行ったスワップがここに表示されます。',
    route: '{sourceNetwork} → {destinationNetwork} の {destinationToken}',
    status: {
      created: '作成済み',
      user_transfer_pending: '入金待ち',
      user_transfer_delayed: '入金遅延',
      ls_transfer_pending: '送金中',
      completed: '完了',
      failed: '失敗',
      expired: '期限切れ',
      cancelled: 'キャンセル済み',
      refunding: '返金中',
      refunded: '返金済み',
      inProgress: '処理中',
    },
  },
  errors: {
    generic: '問題が発生しました。',
    thisToken: 'このトークン',
    minimum: 'このルートの最小額は {min} {token} です。',
    belowMinimum: 'この金額はこのルートの最小額を下回っています。',
    maximum: 'このルートの最大額は {max} {token} です。',
    aboveMaximum: 'この金額はこのルートの最大額を上回っています。',
    dailyLimit:
      '{token} の本日の上限に達しました。少ない金額でお試しいただくか、明日もう一度お試しください。',
    dailyLimitOn:
      '{network} の {token} の本日の上限に達しました。少ない金額でお試しいただくか、明日もう一度お試しください。',
    priceImpact: 'このスワップの価格への影響が大きすぎます。少ない金額でお試しください。',
    insufficientFunds: 'サービスは現在この金額に対応できません。少ない金額でお試しください。',
    routeNotFound: 'このルートは現在ご利用いただけません。別のトークンまたはネットワークを選択してください。',
    blacklistedAddress: 'このアドレスはスワップに使用できません。',
    unactivatedAddress: 'このアドレスはまだ有効化されていません。',
    unactivatedAddressOn: 'このアドレスは {network} でまだ有効化されていません。',
    invalidAddress: 'サービスによると、このアドレスは無効です。',
    activeSwapLimit: '進行中のスワップが多すぎます。1 件を完了してから新しいスワップを開始してください。',
    invalidCredentials: 'このウィジェットは正しく設定されていません：サービスが API キーを拒否しました。',
    walletOnly: 'このネットワークからの入金は、接続したウォレットから送る必要があります。',
  },
  address: {
    lost: {
      tokenContract:
        'これは{network}上の{token}トークンのコントラクトで、ウォレットではありません。ここに送ったトークンは失われます。あなたのウォレットのアドレスを入力してください。',
      zero: 'これは{network}のゼロアドレスで、ウォレットではありません。ここに送ったものはすべて失われます。あなたのウォレットのアドレスを入力してください。',
      burn: 'これは{network}のバーンアドレスで、ウォレットではありません。ここに送ったものはすべて失われます。あなたのウォレットのアドレスを入力してください。',
      program:
        'これは{network}のシステムプログラムで、ウォレットではありません。ここに送ったものはすべて失われます。あなたのウォレットのアドレスを入力してください。',
      deposit:
        'これはスワップの入金アドレスで、ウォレットではありません。ここに送った資金は動かせなくなります。あなたのウォレットのアドレスを入力してください。',
    },
    uncheckable: 'このアドレスを確認できませんでした。ページを再読み込みして、もう一度お試しください。',
    unsupported: 'Portage はこのネットワークのアドレスをまだ確認できません。',
    empty: 'アドレスが空です。',
    onlySpaces: 'このアドレスは空白だけです。',
    outerSpaces: 'アドレスの前後の空白を削除してください。',
    innerSpaces: 'アドレスの途中にある空白を削除してください。',
    invisible:
      'このアドレスには目に見えない文字が含まれています。入力し直すか、プレーンテキストとして貼り付けてください。',
    smallX: 'アドレスの先頭は小文字の x を使って 0x と書いてください。',
    add0x: 'アドレスの先頭に 0x を付けてください。',
    nothingAfter0x: 'このアドレスには 0x の後に何もありません。',
    hexChar: 'このアドレスには {char} が含まれています。0x の後に使えるのは 0-9 と a-f だけです。',
    checksum: 'このアドレスのチェックサムが正しくありません。入力ミスがないか確認してください。',
    checksumCase: 'このアドレスの大文字がチェックサムと一致しません。入力ミスがないか確認してください。',
    invalid: '有効な {network} アドレスではありません。入力ミスがないか確認してください。',
    badChar:
      'このアドレスには {char} が含まれていますが、この文字は {network} アドレスには使われません{hint}。',
    base58Hint: '（{network} アドレスでは 0、O、I、l は使われません）',
    length: '{network} アドレスは {expected} 文字です（このアドレスは {length} 文字）。',
    looksLike: 'これは{kind}のようですが、送金先は{destination}です。',
    kind: {
      evm: 'Ethereum 形式のアドレス',
      hex64: 'Starknet または Fuel のアドレス',
      ton: 'TON アドレス',
      tron: 'Tron アドレス',
      bitcoin: 'Bitcoin アドレス',
      cosmos: 'Cosmos アドレス',
      solana: 'Solana アドレス',
    },
    network: {
      evm: 'Ethereum 形式のネットワーク',
      cosmos: 'Cosmos ネットワーク',
    },
    evm: {
      start: 'Ethereum 形式のアドレスは 0x で始まります。',
      length:
        'Ethereum 形式のアドレスは 0x で始まり、その後に 16 進数 40 文字が続きます（このアドレスは {length} 文字）。',
    },
    fuel: {
      bech32: 'fuel1 で始まる Fuel アドレスは現在使われていません。0x で始まる形式を使ってください。',
      start: 'Fuel アドレスは 0x で始まります。',
      length:
        'Fuel アドレスは 0x で始まり、その後に 16 進数 64 文字が続きます（このアドレスは {length} 文字）。',
    },
    bitcoin: {
      unsupported: 'Portage はこの Bitcoin ネットワークのアドレスをまだ確認できません。',
      otherNetwork: 'この Bitcoin アドレスは別のネットワーク（{other}）用ですが、送金先は {network} です。',
      testnetOnMainnet:
        'この Bitcoin アドレスは別のネットワーク（testnet または regtest）用ですが、送金先は mainnet です。',
      mixedCase:
        '{hrp}1 で始まる Bitcoin アドレスは、すべて小文字かすべて大文字で書かれ、混在しません。入力ミスがないか確認してください。',
      segwitChar:
        'このアドレスには {char} が含まれていますが、この文字はこの種類の Bitcoin アドレスには使われません{hint}。',
      segwitHint: '（{hrp}1 の後、Bitcoin アドレスでは 1、b、i、o は使われません）',
      tooLong: 'この Bitcoin アドレスは長すぎます（{length} 文字）。',
      tooShort: 'この Bitcoin アドレスは短すぎます。',
      programLength:
        'この {prefix} アドレスは長さが正しくありません。文字の抜けや余分な文字がないか確認してください。',
      sendTo:
        'Portage はこの種類の Bitcoin アドレスへはまだ送金できません。{first} または {last} で始まるアドレスを使ってください。',
      start: 'Bitcoin アドレスは {first} または {last} で始まります。',
      base58Char:
        'このアドレスには {char} が含まれていますが、この文字は {start} で始まる Bitcoin アドレスには使われません{hint}。',
      base58Hint: '（これらのアドレスでは 0、O、I、l は使われません）',
      length: 'この Bitcoin アドレスは {length} 文字ですが、{start} で始まるアドレスは 26～35 文字です。',
    },
    cosmos: {
      otherPrefix:
        'このアドレスは別のネットワーク用です（{other}1 で始まっています）。ここでのアドレスは {prefix}1 で始まります。',
      start: 'ここでのアドレスは {prefix}1 で始まります。',
      mixedCase:
        'Cosmos アドレスは、すべて小文字かすべて大文字で書かれ、混在しません。入力ミスがないか確認してください。',
      hint: '（{prefix}1 の後、アドレスでは 1、b、i、o は使われません）',
      tooShort: 'この Cosmos アドレスは短すぎます。文字の抜けがないか確認してください。',
      length:
        'この Cosmos アドレスは長さが正しくありません。文字の抜けや余分な文字がないか確認してください。',
    },
    solana: {
      length: 'Solana アドレスは 32～44 文字です（このアドレスは {length} 文字）。',
      invalid:
        '有効な Solana アドレスではありません。文字の抜け、余分な文字、入力ミスがないか確認してください。',
    },
    starkex: {
      start: 'StarkEx アドレスは 0x で始まります。Stark キーまたは Ethereum アドレスです。',
      length:
        'StarkEx アドレスは Stark キー（0x と 16 進数 41～64 文字）または Ethereum アドレス（0x と 40 文字）です。このアドレスは {length} 文字です。',
      tooLarge: 'この数値は Stark キーとしては大きすぎます。入力ミスがないか確認してください。',
    },
    starknet: {
      start: '{network} のアドレスは 0x で始まります。',
      tooLong: '{network} のアドレスは 0x の後に最大 64 文字の 16 進数です（このアドレスは {length} 文字）。',
      tooLarge: 'この数値は {network} のアドレスとしては大きすぎます。入力ミスがないか確認してください。',
    },
    ton: {
      raw: 'TON の raw アドレスは、ワークチェーン番号、コロン、16 進数 64 文字からなります（例：0:…）。',
      workchainSays:
        'TON アドレスはワークチェーン 0 または -1 にあります（このアドレスには {workchain} とあります）。',
      workchainIs:
        'TON アドレスはワークチェーン 0 または -1 にあります（このアドレスはワークチェーン {workchain} です）。',
      rawChar: 'このアドレスには {char} が含まれています。コロンの後に使えるのは 0-9 と a-f だけです。',
      rawLength:
        'TON の raw アドレスはコロンの後に 16 進数 64 文字が続きます（このアドレスは {length} 文字）。',
      mixed:
        'このアドレスでは - や _ と + や / が混在していますが、TON アドレスでは混在しません。入力ミスがないか確認してください。',
      tag: 'このアドレスの先頭の文字は、既知のどの種類の TON アドレスにも当てはまりません。',
    },
    tron: {
      hex: 'これは 16 進数形式の Tron アドレスです。代わりに T で始まる形式を使ってください。',
      start: 'Tron アドレスは T で始まります。',
    },
  },
  // Whether a payout or refund address is a contract, read from the chains (issue 34).
  contractCode: {
    contract:
      'このアドレスは{network}上のコントラクトです。そこで{token}を受け取れることを確認してください。',
    elsewhere:
      'このアドレスは{other}上ではコントラクト（Safeなど）ですが、{network}上ではそうではありません。{network}上でこれを管理しているのはあなたではない可能性があります。そこに送ったお金は失われるおそれがあります。',
    acknowledge: '{network}上でこのアドレスを自分が管理していることを確認しました。',
    uncheckable: 'このアドレスが{network}上のコントラクトかどうかを確認できませんでした。',
  },
  picker: {
    from: '送金元',
    to: '送金先',
    onNetwork: '{network} ネットワーク',
    loadingNetworks: 'ネットワークを読み込み中…',
    choose: 'トークンを選択',
    backToNetworks: 'ネットワーク',
    tokenTitle: '{side}：{network} のトークン',
    networkTitle: '{side}：ネットワーク',
    reachableFrom: '{route} からスワップできるものを表示しています。',
    canSendTo: '{route} へスワップできるものを表示しています。',
    showAll: 'すべて表示',
    tokensOn: '{network} のトークン',
    searchTokens: '名前、シンボル、コントラクトアドレスでトークンを検索',
    searchTokensPlaceholder: '名前、シンボル、コントラクトで検索',
    noTokenMatches: '一致するトークンはありません。',
    networks: 'ネットワーク',
    searchNetworks: 'ネットワークを検索',
    noNetworkMatches: '一致するネットワークはありません。',
    setBySite: 'このサイトが指定',
    balance: '残高',
    holdsTokens: 'ここにトークンを保有しています',
  },
  route: {
    formLabel: 'スワップ',
    fixedMissingFrom:
      'このサイトは送金元ネットワークに {network} を指定していますが、現在は提供されていません。',
    fixedMissingTo:
      'このサイトは送金先ネットワークに {network} を指定していますが、現在は提供されていません。',
    siteSetRoute: 'ルートはこのサイトが指定しています',
    blockConfirmAddress: '受取アドレスを確認してください。',
    setBySite: 'このサイトが指定しています。',
    confirmPreset:
      '受取アドレスはこのサイトが入力しました。{address} が {network} 上の自分のアドレスであることを確認しました。',
    tokenOnNetwork: '{network} の {token}',
    unreachable:
      '{sourceNetwork} の {sourceToken} は {destinationNetwork} の {destinationToken} にスワップできません。別のトークンまたはネットワークを選択してください。',
    flip: '送金元と送金先を入れ替える',
    flipUnavailable: '逆方向のルートは利用できません',
    walletOnlyUnavailable:
      '{network} からの入金は、接続した {network} ウォレットから送る必要があります。サービスはこのネットワークの入金アドレスを発行しません。このバージョンの Portage では {network} のウォレット入金にまだ対応していません。別の送金元ネットワークを選択してください。',
    walletOnlyNote:
      '{network} からの入金は、お使いの {network} ウォレットから送られます。サービスはこのネットワークの入金アドレスを発行しません。',
    depositLegend: '入金方法',
    fromMyWallet: '自分のウォレットから',
    sendMyself: '入金アドレスへ自分で送金する',
    loadingWallets: 'ウォレットを読み込み中…',
    amount: '金額',
    amountOf: '金額（{token}）',
    amountPlaceholder: '0.0',
    destination: '受取アドレス',
    destinationOn: '{network} の受取アドレス',
    yourAddress: 'あなたの {network} アドレス',
    chooseDestinationFirst: '先に送金先を選択してください',
    refund: '返金先アドレス',
    refundOn: '{network} の返金先アドレス',
    refundHint:
      'このルートでは資産がスワップされます。スワップが完了できない場合、入金は送金元トークンのままこのアドレスに返金されます。',
    refuel: '{network} のガス代として {token} を受け取る',
    refuelAmount: '{network} のガス代として {token} を受け取る（{amount} {token}）',
    slippage: 'スリッページ',
    slippageAuto: '自動',
    quoteChanged:
      '見積もりが変わりました。受取額は {amount} {token} になります。内容を確認して、もう一度ボタンを押してください。',
    blockRoute: 'スワップの送金元と送金先を選択してください。',
    blockAmount: '金額を入力してください。',
    blockDestination: '有効な受取アドレスを入力してください。',
    blockRefund: '有効な返金先アドレスを入力してください。',
    blockLostDestination: '送付先にはウォレットのアドレスを入力してください。',
    blockLostRefund: '返金先にはウォレットのアドレスを入力してください。',
    blockContractChecking: 'アドレスがコントラクトかどうかを確認しています…',
    blockContractAcknowledge: '続けるには、コントラクトの警告の下のチェックボックスをオンにしてください。',
    // The look-alike warning (swap/lookalike.ts): locked safety sentences.
    blockLookalike: '受取アドレスを確認してください：ご存じのアドレスに似ています。',
    blockLookalikeRefund: '返金先アドレスを確認してください：ご存じのアドレスに似ています。',
    lookalike: {
      warning:
        'このアドレスは、ご存じのアドレスと先頭と末尾が同じですが、中央部分が異なります。詐欺師は誤ってコピーされるよう、このようなアドレスを作ります。',
      typed: '入力したアドレス',
      payout: '以前使ったアドレス',
      refund: '以前の返金先アドレス',
      wallet: '接続中のウォレット',
      middleStart: '異なる部分の始まり：',
      middleEnd: '異なる部分の終わり。',
      confirm: 'すべての文字を確認しました：これは新しいアドレスで、私の知っているアドレスではありません。',
    },
    blockWalletOnly: 'このネットワークはウォレットからの入金が必要です。',
    blockConnect: 'ウォレットを接続してください。',
    creating: 'スワップを作成中…',
    create: 'スワップを作成',
    gettingQuote: '見積もりを取得中…',
    onlyDigits: '数字と小数点 1 つだけを入力してください。',
    noDecimals: '{token} は小数を使えません。',
    tooManyDecimals: {
      other: '{token} の小数点以下は最大 {count} 桁です。',
    },
    loadingLimits: '上限・下限を読み込み中…',
    limits: '最小 {min} {token} · 最大 {max} {token}',
    tier: '{min}～{max} {token}：手数料 {percent} + {fixed} {token}',
    creatingSlow: 'スワップを作成しています… サービスの応答が遅くなっています。',
    createLost:
      'サービスから応答がなかったため、このページに通知されないままスワップが作成された可能性があります。まだ何も入金していないので、失われたものはありません。「{button}」を押して新しいスワップを作成し、次に表示されるスワップにだけ入金してください。',
    amountNegative: '金額を負の値にすることはできません。',
    amountExponent: '金額は指数表記を使わずに入力してください（例：1e-3 ではなく 0.001）。',
    amountTooLarge: '金額が大きすぎます：{token} で扱える範囲を超えています。',
    blockAmountInvalid: '金額を確認してください。',
    youSend: '送金額',
    methodWalletShort: 'ウォレット',
    methodAddressShort: '入金アドレス',
    useMyWallet: '自分のウォレットのアドレスを使う',
    recentAddresses: '以前使用したアドレス',
    useRecent: '{address} を使う',
  },
  quote: {
    label: '見積もり',
    youReceive: '受取額',
    minimumReceived: '最低受取額',
    serviceFee: 'サービス手数料',
    networkFee: 'ネットワーク手数料',
    totalFee: '手数料合計',
    rate: 'レート',
    estimatedTime: '予想所要時間',
    route: 'ルート',
    reward: 'リワード',
    refreshesIn: '{seconds} 秒後に見積もりを更新',
    enterAmount: '金額を入力すると受取額が表示されます。',
    fee: '手数料 {amount}',
    showDetails: '見積もりの詳細を表示',
    hideDetails: '見積もりの詳細を隠す',
    feeTiers: '金額別の手数料',
    settings: '設定',
  },
  deposit: {
    title: '入金してください',
    titleNoAddress: '入金',
    noAddress:
      'このスワップには入金アドレスがありません。{network} からの入金は、接続したウォレットから送る必要があります。',
    sendExactly: '{network} で、このアドレスに正確に {amount} を送ってください：',
    qrLabel: '入金アドレス {address} の QR コード',
    addressLabel: '入金アドレス',
    copyAddress: 'アドレスをコピー',
    amountLabel: '金額',
    copyAmount: '金額をコピー',
    warning:
      '{network} の {token} だけを送ってください。このアドレスに別のトークンや、別のネットワークの {token} を送ると失われます。',
    incomplete: '入金の案内が不完全です（正確な金額がありません）。',
    disagree: '入金の案内で、送金額が食い違っています。',
    doNotSend: '{reason}このスワップには何も送らず、新しいスワップを開始してください。',
    waiting: '入金を待っています',
    checkTitle: 'まずこのスワップを確認してください',
    notCreatedHere:
      'このスワップはここで作成されたものではありません。支払い先は {network} の {address} です。',
    asksToSend: '{network} で {amount} の入金を求めています。',
    confirmMine: 'このアドレスが自分のものであることを確認しました。',
    confirmContinue: '続ける',
    cannotCheck:
      'Portage は、このスワップを対応ネットワークの一覧と照合できません（{reason}）。そのため、支払い方法は表示しません。このスワップには何も送らず、新しいスワップを開始してください。',
    cannotCheckReason: {
      network: '送金元ネットワークが一覧にありません',
      token: 'トークンがそのネットワークの一覧にありません',
      amount: '金額がトークンの小数桁数に合いません',
      destination: '支払い先アドレスが指定されていません',
    },
    tokenFacts: {
      decimals:
        'Portage 独自のトークン情報では、{network} の {token} の小数点以下の桁数は {table} ですが、ルート一覧では {list} となっているため、金額が誤ったものになります。Portage はこのスワップの支払い方法を表示しません。このスワップには何も送らず、新しいスワップを始めてください。',
      contract:
        'Portage 独自のトークン情報では、{network} の {token} はコントラクト {table} ですが、ルート一覧では {list} となっています。Portage はこのスワップの支払い方法を表示しません。このスワップには何も送らず、新しいスワップを始めてください。',
      notNative:
        'Portage 独自のトークン情報では、{network} の {token} はネットワークのネイティブコインですが、ルート一覧ではコントラクト {list} となっています。Portage はこのスワップの支払い方法を表示しません。このスワップには何も送らず、新しいスワップを始めてください。',
      native:
        'Portage 独自のトークン情報では、{network} の {token} はコントラクト {table} ですが、ルート一覧ではネットワークのネイティブコインとなっています。Portage はこのスワップの支払い方法を表示しません。このスワップには何も送らず、新しいスワップを始めてください。',
      baseAsset:
        'Portage は {network} のベースアセットを {table} に固定していますが、ルート一覧では {list} となっています。Portage はこのスワップの支払い方法を表示しません。このスワップには何も送らず、新しいスワップを始めてください。',
      noBaseAsset:
        'Portage は {network} のベースアセットを固定していないため、そこでの入金が何で支払われるかを確認できません。Portage はこのスワップの支払い方法を表示しません。このスワップには何も送らず、新しいスワップを始めてください。',
      unavailable:
        'Portage は独自のトークン情報を読み込めなかったため、この入金をまだ確認できません。確認できるまで何も送らないでください。',
    },
    swapId: 'スワップ ID',
    copySwapId: 'スワップ ID をコピー',
    youSend: '送金額',
    onNetwork: '{network} 上',
    fromLabel: '送金元',
    toLabel: '送金先',
    networkLabel: 'ネットワーク',
    contractLabel: '入金コントラクト',
    approveLabel: '先に承認が必要',
    memoLabel: 'スワップ番号',
  },
  swap: {
    loading: 'スワップを読み込み中',
    notFound: 'このスワップは見つかりませんでした。別のサービスのものか、削除された可能性があります。',
    loadFailed: 'スワップを読み込めませんでした。',
    newSwap: '新しいスワップを開始',
    lostContact:
      'サービスとの接続が切れました。{problem}スワップはサービス側で続行されています。このページは確認を続けます。',
    loadRetrying: 'スワップをまだ読み込めません。{problem}再試行しています…',
  },
  delivery: {
    checking: '{network} で支払いを確認しています…',
    delivered: '受け取り済み — {network} で確認しました',
    minimumUnknown:
      'ここでは最低受取額が不明でした。アドレス、トークン、確定は確認しましたが、金額は確認していません。',
    notConfirmed: 'チェーン上で確認できません：{differences}。',
    notFound: '{network} に取引 {hash} はありません',
    failed: '取引は失敗しました',
    pending: '取引はまだ確定していません',
    otherRecipient: '{expected} ではなく {paid} に支払われました',
    noRecipient: '{expected} には何も支払われていません',
    otherToken: '{token} ではなく {paid} で支払われました',
    nativeCoin: 'ネイティブコイン',
    lessThanMinimum: '{paid} {token} が支払われ、最低額 {minimum} {token} を下回っています',
    notChecked: 'チェーン上で未確認：{reason}',
    reasonNoReader: 'Portage は {network} のチェーンを読み取れません。',
    reasonNoNode: '{network} には Portage が問い合わせられるノードがありません。',
    reasonNodeError: '{network} のノードが応答しませんでした。',
    reasonNoTransaction: 'サービスは取引を示しませんでした。',
    reasonNoRecipient: 'ここでは返金先アドレスが不明です。',
    historyDelivered: '受け取り済み — チェーンで確認済み',
    historyNotConfirmed: 'チェーン上で確認できません',
    historyNotChecked: 'チェーン上で未確認',
    titleNotConfirmed: 'サービスはこのスワップが完了したと言っています',
    serviceSaysSent: 'サービスによる送金額',
  },
  status: {
    failReason: {
      received_less_than_valid_range: '入金額がこのルートの最小額を下回っていました。',
      received_more_than_valid_range: '入金額がこのルートの最大額を上回っていました。',
      swap_route_unavailable: 'スワップの処理中に、このルートが利用できなくなりました。',
      degraded_quote: 'スワップを実行する前に、価格が見積もりから大きく変動しました。',
      quote_expired: 'スワップの期限が切れた後に入金が届きました。',
    },
    noReason: 'サービスから理由は示されませんでした。',
    reasonGiven: 'サービスが示した理由：{reason}。',
    refunded: '返金済み',
    refundInProgress: '返金処理中',
    refundedText: 'スワップを完了できなかったため、入金はあなたに返金されました。',
    refundingText: 'スワップを完了できませんでした。入金をあなたに返金しています。',
    amountOn: '{amount} {token}（{network}）',
    feeDeducted: '差し引かれたネットワーク手数料',
    to: '返金先',
    refundTransaction: '返金トランザクション',
    refundLater: '返金トランザクションは送信され次第ここに表示されます（{token} で返金）。',
    yourDeposit: 'あなたの入金：{link}',
    failed: 'スワップ失敗',
    expired: 'スワップの期限切れ',
    cancelled: 'スワップはキャンセルされました',
    notSwapped:
      '{network} で入金された {amount} {token} は受け取りましたが、スワップされませんでした。返金を受けるには、下のスワップ ID を添えてサポートにお問い合わせください。',
    noFunds: 'このスワップへの入金はありませんでした。',
    expiredText:
      '期限内に入金がなかったため、スワップは行われませんでした。このスワップにはもう送金しないでください。すでに送金した場合は、ネットワーク手数料を差し引いて返金されます。もう一度試すには、新しいスワップを開始してください。',
    cancelledText: 'このスワップはキャンセルされました。これ以上の処理は行われません。',
    depositReceived: '入金を受領',
    depositSent: '入金を送信済み',
    waitingDeposit: '入金を待っています',
    confirmations: '承認 {done}/{required}',
    sentFromWallet: 'ウォレットから送信済み、ネットワークの承認待ち · {link}',
    notSeen: 'サービスはまだ入金を確認していません。',
    sending: '{network} の {token} を送金中',
    serviceSending: 'サービスがあなたの資金を送金しています。',
    completed: '完了',
    received: '受け取り済み',
    titleCompleted: 'スワップ完了',
    titleInProgress: 'スワップ処理中',
    unknownStatus: '処理中（{status}）。',
    fromExchange: '送金元の取引所：{name}。',
    toExchange: '送金先の取引所：{name}。',
    elapsed: '経過時間 {time}',
    pending: '保留中',
    opensExplorer: '（エクスプローラーを開きます）',
    youReceivedLabel: '受取額',
    onNetworkTo: '{network} · 送金先 {address}',
    forGas: '+ ガス代として {amount} {token}',
    sent: '{network} の {token} を送金しました',
    pairSummary: '{from} を送金し、約 {to} を受け取ります',
    progress: '進行状況',
  },
  statusTime: {
    inStatus: 'このステップで {elapsed} 経過（{time} から）',
    inStatusSeen: 'このステップで少なくとも {elapsed} 経過：このブラウザで最初に確認したのは {time}',
    endedAt: '{time} から',
    endedSeen: 'このブラウザで {time} から確認',
    sinceUnknown: 'スワップがいつからこのステップにあるか、サービスは示していません。',
    next: {
      send_deposit: '次：入金を送ってください。{network} で承認されるとスワップが始まります。',
      deposit_on_its_way: '次：{network} が入金をブロックに含めると、サービスがそれを確認します。',
      confirm_deposit: '次：{network} が入金を承認し、その後サービスが {destination} で {token} を送ります。',
      delayed: '次：サービスが入金を承認します。想定より時間がかかっていますが、スワップは自動で進みます。',
      service_sends: '次：サービスが {destination} であなたに {token} を送ります。',
      refund_sends:
        '次：サービスが {network} で {token} として入金を返金します。返金のネットワーク手数料は差し引かれます。',
      completed: 'これ以上の処理はありません：スワップは完了しました。',
      refunded: 'これ以上の処理はありません：返金は送られました。',
      failed: 'このスワップはこれ以上自動では進みません。',
      failed_deposit:
        'このスワップはこれ以上自動では進みません。入金の返還を受けるには、このスワップの「ヘルプ」を開いてください。',
      expired: 'このスワップはこれ以上進みません。このスワップには資金を送らないでください。',
      cancelled: 'このスワップはこれ以上進みません。',
      unknown:
        '次：Portage が知らないステップがサービスから報告されています。Portage は確認を続けます。あなたが行うことはありません。',
    },
    usually: '通常 {duration} かかります。',
    usuallyRefund:
      'サービスは返金の所要時間を示していません。このルートのスワップは通常 {duration} かかります。',
    confirmationsSoFar: '現在 {confirmations}。所要時間は {network} のブロックによります。',
    slow: '通常より時間がかかっています。今のところあなたが行うことはありません：スワップは自動で進みます。このままの場合は、このスワップの「ヘルプ」を開いてください。',
    expiresAt: '{time} に期限切れ（あと {duration}）。入金はそれまでに送ってください。',
    expiryPassed: '入金の受付は {time} に終了しました。このスワップには資金を送らないでください。',
    expiryUnknown:
      '入金のないスワップはしばらくすると期限切れになります。入金はこの画面が求めている間だけ送ってください。',
    refund: {
      toBeRefunded: '返金予定',
      amountAbout: '約 {amount} {token}（{network}）、返金のネットワーク手数料を差し引いた額',
      amountUnknown: '{network} での {token} の入金から、返金のネットワーク手数料を差し引いた額',
      feeUnknown: 'サービスは示していません。返金額から差し引かれます',
      gas: '返金を送るためのネットワーク手数料（ガス代）は返金額から差し引かれます。',
      from: {
        refund: '返金トランザクションによる',
        refund_address: 'あなたが指定した返金先アドレス',
        wallet: '入金に使ったウォレット',
        sender: '入金の送金元アドレス',
      },
      toUnknown:
        'まだ不明です：サービスは示しておらず、このブラウザにはこのスワップの返金先アドレスがありません。',
    },
  },
  wallet: {
    connect: 'ウォレットを接続',
    connecting: '接続中…',
    walletsInBrowser: 'このブラウザのウォレット',
    theNetwork: '対象のネットワーク',
    stage: {
      preparing: '入金を準備しています…',
      switching: 'ウォレットを正しいネットワークに切り替えています…',
      approving: 'ウォレットでトークンを承認してください…',
      'confirming-approval': '承認の確定を待っています…',
      sending: 'ウォレットで入金を確認してください…',
      broadcasting: '署名済みの入金をネットワークに送信しています…',
    },
    hashNotRecorded:
      'Portage はこのブラウザにこの入金を記録できませんでした。このトランザクションハッシュを控えておき、この入金を再送しないでください。',
    copyHash: 'トランザクションハッシュをコピー',
    willNotSign: '{reason}Portage はウォレットに署名を求めません。',
    loading: 'ウォレットを読み込み中…',
    interrupted:
      '入金が送信されたか確認できませんでした。ウォレットが署名を求めている間に、ページが閉じられたか再読み込みされました。もう一度送る前に、ウォレットの履歴を確認してください。',
    interruptedWithLink:
      '入金が送信されたか確認できませんでした。ウォレットが署名を求めている間に、ページが閉じられたか再読み込みされました。もう一度送る前に、ウォレットの履歴（{link}）を確認してください。',
    addressOnExplorer: 'エクスプローラーであなたのアドレスを見る',
    checkedNothingSent: '確認しました：何も送信されていません',
    sendingInOtherTab:
      'この入金は、このページの別のタブまたはウィンドウから送信中です。そちらで完了してください。送信されると、このページも更新されます。',
    wrongAccount:
      'このスワップはアカウント {expected} 用に作成されましたが、ウォレットでは {actual} が選択されています。入金するには、ウォレットでそのアカウントに切り替えてください。',
    notRecorded:
      'このブラウザにこの入金を記録できなかったため、Portage はここから送信しません。再読み込み後に二重に送信されるおそれがあるためです。ページを再読み込みしてください。このメッセージが消えない場合は、何も送らずに新しいスワップを開始してください。',
    previewLabel: 'ウォレットで署名する内容',
    previewing: 'ウォレットで署名を求められる内容を確認しています…',
    sendButton: 'ウォレットから {amount} {token} を送金',
    panelWallet: 'ウォレット {address}',
    balance: '残高 {amount} {token}',
    balanceUnavailable: '残高を取得できません',
    readingBalance: '残高を読み込み中…',
    max: '最大',
    disconnect: '切断',
  },
  walletError: {
    rejected: 'ウォレットでリクエストを拒否しました。何も送信されていません。もう一度お試しいただけます。',
    insufficient_funds: 'この金額を送金してネットワーク手数料を支払うには、ウォレットの残高が足りません。',
    wrong_chain:
      'ウォレットが別のネットワークに接続されています。{network} に切り替えて、もう一度お試しください。',
    wrong_network:
      'ウォレットが別のネットワークに接続されています。{network} に切り替えて、もう一度お試しください。',
    dropped:
      'トランザクションはブロックに取り込まれる前にネットワークから破棄されました。もう一度試す前に、ウォレットの履歴を確認してください。',
    reverted:
      'ネットワークがトランザクションを拒否したため、金額は送金されませんでした（すでにブロックに含まれていた場合は、ネットワーク手数料だけが消費されています）。',
    failed_onchain:
      '{network} で入金が失敗しました。金額は送金されておらず、ネットワーク手数料だけが消費されました。',
    simulation_failed:
      'このトランザクションはネットワークに拒否されるため、送信しませんでした。ウォレットからは何も出ていません。',
    blockhash_expired:
      '入金が {network} に届く前に期限切れになりました（署名から時間が経ちすぎました）。何も送信されていません。もう一度試し、1 分以内にウォレットで承認してください。',
    node_unreachable:
      'Portage は {network} に接続できませんでした。接続を確認してもう一度お試しください。ウォレットで入金が送信済みと表示されている場合は、そのままお待ちください。',
    node_refused: '{network} が入金を拒否したため、何も送信されていません。',
    broadcast_refused: 'ネットワークが入金を拒否しました。何も送信されていません。',
    not_connected: 'ウォレットが接続されていません。接続してから、もう一度お試しください。',
    refused:
      'この入金はスワップが求める内容と一致しないため、Portage は署名を拒否しました。何も送信されていません。',
    token_mismatch:
      'ウォレット経由で読み取った {network} 上のトークンのコントラクトが、このスワップのトークンと一致しません（小数点以下の桁数またはシンボルが異なります）。そのため Portage は入金に署名しません。何も送信されていません。',
    wallet_changed:
      'ウォレットが Portage の用意したものとは異なるトランザクションを返したため、Portage は送信しませんでした。ウォレットからは何も出ていません。',
    no_wallet:
      'このブラウザにこのネットワーク用のウォレットが見つかりません。ウォレットをインストールしてから、ページを再読み込みしてください。',
    wallet: 'ウォレットから入金を送信できませんでした。ウォレットを確認して、もう一度お試しください。',
    unknown: 'ウォレットから入金を送信できませんでした。ウォレットを確認して、もう一度お試しください。',
  },
  walletChooser: {
    title: '{family} ウォレットを接続',
    searching: 'このブラウザで {family} ウォレットを探しています…',
    declined: '{wallet} で接続を拒否しました。もう一度お試しいただけます。',
    noAccount: '{wallet} からアドレスが返されませんでした。ロックを解除して、もう一度お試しください。',
    failed: '{wallet} に接続できませんでした。',
    notInstalled: '未インストール',
    empty: {
      solana:
        'このブラウザに Solana ウォレットが見つかりません。Wallet Standard に対応した Solana ウォレットをインストールまたは有効にしてから、このページを再読み込みしてください。',
      bitcoin:
        'このブラウザに Bitcoin ウォレットが見つかりません。Sats Connect に対応したウォレット（Xverse など）をインストールしてから、ページを再読み込みしてください。',
      starknet:
        'このブラウザに Starknet ウォレットが見つかりません。Starknet ウォレット（Argent X や Braavos など）をインストールまたは有効にしてから、このページを再読み込みしてください。',
      tron: 'このブラウザに Tron ウォレットが見つかりません。TronLink をインストールしてから、このページを再読み込みしてください。',
      fuel: 'このブラウザに Fuel ウォレットが見つかりません。Fuel ウォレットをインストールまたはロック解除してから、もう一度お試しください。',
    },
  },
} as const satisfies Messages;
